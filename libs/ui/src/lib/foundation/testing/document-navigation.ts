import { act } from '@testing-library/react';

/**
 * Clicks a link and tells whether the click was left to the browser (a document navigation):
 * a router link (react-router's `Link`) handles the click itself and prevents the default, a plain
 * anchor does not. jsdom cannot load documents, so the default is prevented here once the app's
 * handlers have run, after the answer is read.
 */
export function clickLoadsDocument(link: HTMLElement): boolean {
  let leftToBrowser = false;
  const observe = (event: MouseEvent) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  // React listens on its root container, below the document: the app's handlers run first.
  document.addEventListener('click', observe);
  try {
    act(() => {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
  } finally {
    document.removeEventListener('click', observe);
  }
  return leftToBrowser;
}
