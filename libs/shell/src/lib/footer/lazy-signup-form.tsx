import { Suspense, use, type ComponentType } from 'react';

let LoadedForm: ComponentType | null = null;
let loading: Promise<void> | null = null;
let wanted: Promise<void> | null = null;

/**
 * Loads the sign-up form's chunk (the form and its validation schemas). The storefront's server
 * render awaits it, so that the form is in the server's markup; tests load it once in setup.
 */
export function preloadSignupForm(): Promise<void> {
  loading ??= import('./signup-form').then(
    (module) => {
      LoadedForm = module.SignupForm;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const SLOT_ATTRIBUTE = 'data-signup-slot';

/**
 * Resolves once the form is about to be used: its slot comes within 300 px of the viewport or
 * receives focus (keyboard users tabbing down), then loads the chunk.
 */
function whenWanted(): Promise<void> {
  wanted ??= new Promise<void>((resolve) => {
    const slot = document.querySelector(`[${SLOT_ATTRIBUTE}]`);
    if (!slot || typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '300px' },
    );
    observer.observe(slot);
    slot.addEventListener('focusin', () => resolve(), { once: true });
  }).then(preloadSignupForm);
  return wanted;
}

function SignupLoader() {
  if (!LoadedForm) use(whenWanted());
  return LoadedForm ? <LoadedForm /> : null;
}

/**
 * The footer sign-up (storefront.md §2) outside the first-load bundle: the storefront's server
 * renders it in full; the browser keeps that markup and hydrates it once the footer nears the
 * viewport (the account app renders it then).
 */
export function LazySignupForm() {
  return (
    // The boundary is rendered on the server too, so that the markup matches for hydration.
    <div {...{ [SLOT_ATTRIBUTE]: '' }}>
      <Suspense fallback={null}>
        <SignupLoader />
      </Suspense>
    </div>
  );
}
