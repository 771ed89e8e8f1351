import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HELD_SUBMIT, HYDRATED_ATTRIBUTE, releaseHeldSubmit } from './held-submit';

/** index.html's first inline script, the one that holds forms sent before hydration. */
function holdingScript(): string {
  const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  return script;
}

describe('forms sent before the page hydrated', () => {
  let form: HTMLFormElement;
  let button: HTMLButtonElement;
  const sent = jest.fn();
  // The listener index.html adds stays for the document's life, as it does in a browser.
  beforeAll(() => new Function(holdingScript())());

  beforeEach(() => {
    jest.useFakeTimers();
    sent.mockReset();
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    document.body.innerHTML =
      '<form><input name="email" value="hoa.le@example.vn"><input name="password" type="password" value="GioDemo@2025"><button>Đăng nhập</button></form>';
    form = document.querySelector('form') as HTMLFormElement;
    button = document.querySelector('button') as HTMLButtonElement;
  });

  afterEach(() => {
    form.removeEventListener('submit', sent);
    jest.useRealTimers();
  });

  it('are not sent as a plain GET: held, then sent once the page has hydrated', () => {
    const native = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: button,
    });
    form.dispatchEvent(native);
    expect(native.defaultPrevented).toBe(true);

    // Hydrated: React's handler is on the form now.
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent((event as SubmitEvent).submitter);
    });
    releaseHeldSubmit();
    expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE);
    jest.runAllTimers();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith(button);
    expect((window as unknown as Record<string, unknown>)[HELD_SUBMIT]).toBeUndefined();
  });

  it('sends nothing on hydration when nothing was pressed, and leaves later submits alone', () => {
    form.addEventListener('submit', sent);
    releaseHeldSubmit();
    jest.runAllTimers();
    expect(sent).not.toHaveBeenCalled();

    const later = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('drops a held form that left the page before it hydrated', () => {
    form.dispatchEvent(
      new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }),
    );
    form.remove();
    form.addEventListener('submit', sent);
    releaseHeldSubmit();
    jest.runAllTimers();
    expect(sent).not.toHaveBeenCalled();
  });
});
