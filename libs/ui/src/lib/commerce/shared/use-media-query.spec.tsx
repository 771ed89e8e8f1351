import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { setViewportWidth } from '../../foundation/testing/match-media';
import { useMediaQuery } from './use-media-query';

function Probe() {
  const wide = useMediaQuery('(min-width: 768px)');
  const [renders, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders((n) => n + 1)}>
      {wide ? 'wide' : 'narrow'} {renders}
    </button>
  );
}

describe('useMediaQuery', () => {
  it('answers the query and follows the viewport across a breakpoint', () => {
    render(<Probe />);
    expect(screen.getByRole('button')).toHaveTextContent('wide 0');
    act(() => setViewportWidth(400));
    expect(screen.getByRole('button')).toHaveTextContent('narrow 0');
    act(() => setViewportWidth(1024));
    expect(screen.getByRole('button')).toHaveTextContent('wide 0');
  });

  it('subscribes once, not again on every render', () => {
    const matchMedia = window.matchMedia;
    const subscribed = jest.fn();
    const unsubscribed = jest.fn();
    window.matchMedia = (query: string) => {
      const list = matchMedia(query);
      return {
        ...list,
        matches: list.matches,
        addEventListener: (...args: Parameters<MediaQueryList['addEventListener']>) => {
          subscribed();
          list.addEventListener(...args);
        },
        removeEventListener: (...args: Parameters<MediaQueryList['removeEventListener']>) => {
          unsubscribed();
          list.removeEventListener(...args);
        },
      } as MediaQueryList;
    };
    try {
      render(<Probe />);
      const button = screen.getByRole('button');
      for (let i = 0; i < 3; i += 1) act(() => button.click());
      expect(button).toHaveTextContent('wide 3');
      expect(subscribed).toHaveBeenCalledTimes(1);
      expect(unsubscribed).not.toHaveBeenCalled();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
