import { Suspense, use, type ComponentType } from 'react';
import type { ModalProps } from './modal';

let LoadedModal: ComponentType<ModalProps> | null = null;
let pending: Promise<void> | null = null;

/**
 * Loads the modal's chunk (the dialog and its state machine). Pages call nothing: a modal loads
 * when it first opens; tests and apps that want it at once call this ahead.
 */
export function preloadModal(): Promise<void> {
  pending ??= import('./modal').then(
    (module) => {
      LoadedModal = module.Modal;
    },
    (error: unknown) => {
      // A failed chunk load (network, a deploy in between) is tried again on the next open.
      pending = null;
      throw error;
    },
  );
  return pending;
}

function ModalLoader(props: ModalProps) {
  use(preloadModal());
  return LoadedModal ? <LoadedModal {...props} /> : null;
}

/**
 * The modal of `./modal` with the same props, kept out of the first-load bundle: a closed modal
 * renders nothing, so the dialog, its state machine and their styles load only when one opens.
 */
export function LazyModal(props: ModalProps) {
  if (LoadedModal) return <LoadedModal {...props} />;
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalLoader {...props} />
    </Suspense>
  );
}
