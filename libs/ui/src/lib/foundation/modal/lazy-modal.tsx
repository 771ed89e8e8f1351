import { Suspense, use, type ComponentType } from 'react';
import type { ModalProps } from './modal';

/**
 * A component with the props of `Load`'s component that loads it on first render with `open`
 * set, and renders nothing before that. Once shown it keeps one tree shape (Suspense, loader,
 * component) for its whole life: switching to the loaded component directly would remount it,
 * and a dialog remounted while closing starts closed and never reports that it closed.
 */
export function createLazyModal(load: () => Promise<ComponentType<ModalProps>>) {
  let Loaded: ComponentType<ModalProps> | null = null;
  let pending: Promise<void> | null = null;

  function preload(): Promise<void> {
    pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed chunk load (network, a deploy in between) is tried again on the next open.
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  function Loader(props: ModalProps) {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded {...props} /> : null;
  }

  function Lazy(props: ModalProps) {
    if (!Loaded && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Loader {...props} />
      </Suspense>
    );
  }

  return { Lazy, preload };
}

const modal = createLazyModal(() => import('./modal').then((module) => module.Modal));

/**
 * Loads the modal's chunk (the dialog and its state machine). Pages call nothing: a modal loads
 * when it first opens; tests and apps that want it at once call this ahead.
 */
export const preloadModal: () => Promise<void> = modal.preload;

/**
 * The modal of `./modal` with the same props, kept out of the first-load bundle: a closed modal
 * renders nothing, so the dialog, its state machine and their styles load only when one opens.
 */
export const LazyModal: ComponentType<ModalProps> = modal.Lazy;
