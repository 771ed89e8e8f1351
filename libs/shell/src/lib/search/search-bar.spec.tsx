import type { SearchSuggestionView } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import { createI18n } from '@gio/i18n';
import { expectStoriesAccessible } from '@gio/ui/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ShellProvider } from '../providers/shell-provider';
import { DEFAULT_SITE_CONFIG } from '../providers/site-config';
import { SearchBar } from './search-bar';
import * as stories from './search-bar.stories';
import { SUGGESTION_DEBOUNCE_MS } from './use-search-suggestions';

expect.extend(toHaveNoViolations);

interface PendingCall {
  url: string;
  term: string | null;
  signal: AbortSignal | undefined;
  resolve: (suggestions: SearchSuggestionView[]) => void;
}

/** A client whose suggestion answers the test releases one by one, in any order. */
function suggestionClient() {
  const calls: PendingCall[] = [];
  const get = (url: string, options?: { signal?: AbortSignal }) =>
    new Promise((resolve) => {
      calls.push({
        url,
        term: new URL(url, 'http://shop.test').searchParams.get('term'),
        signal: options?.signal,
        resolve: (suggestions) => resolve({ data: { term: 'ignored', suggestions } }),
      });
    });
  return { client: { get } as unknown as JsonClient, calls };
}

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** The bar in a router, as the shell renders it. */
function bar(client: JsonClient) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchBar />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  const i18n = createI18n({ lng: 'vi', logger: { warn: () => undefined, error: () => undefined } });
  return (
    <I18nextProvider i18n={i18n}>
      <ShellProvider
        app="storefront"
        site={DEFAULT_SITE_CONFIG}
        client={client}
        session={{ status: 'guest', user: null }}
      >
        <RouterProvider router={router} />
      </ShellProvider>
    </I18nextProvider>
  );
}

function renderBar(client: JsonClient) {
  return render(bar(client));
}

const SUA: SearchSuggestionView[] = [
  { type: 'TERM', label: 'sữa tươi', path: '/products/search/s%E1%BB%AFa%20t%C6%B0%C6%A1i' },
  { type: 'CATEGORY', label: 'Sữa các loại', path: '/products/sua/12/sua-cac-loai' },
  { type: 'PRODUCT', label: 'Sữa tươi Vinamilk 1L', path: '/product/v-1/sua-tuoi-vinamilk-1l' },
];

const pause = () => act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));

describe('header search suggestions (accounts.md §2, storefront.md §5)', () => {
  let user: ReturnType<typeof userEvent.setup>;

  beforeEach(() => {
    jest.useFakeTimers();
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  /** Types a term, lets the debounce pass and answers the one request with `suggestions`. */
  const typeAndAnswer = async (calls: PendingCall[], term: string, suggestions = SUA) => {
    await user.type(screen.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }), term);
    await pause();
    const call = calls.at(-1);
    if (!call) throw new Error('no suggestion request was sent');
    await act(async () => call.resolve(suggestions));
  };

  it('asks once per pause in typing, and only for a term long enough to search', async () => {
    const { client, calls } = suggestionClient();
    renderBar(client);
    const input = screen.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
    await user.type(input, 'su');
    await pause();
    expect(calls).toHaveLength(0);
    await user.type(input, 'a');
    expect(calls).toHaveLength(0);
    await pause();
    expect(calls.map((call) => call.term)).toEqual(['sua']);
    expect(calls[0]?.url).toMatch(/^\/api\/search-suggestions\?/);
  });

  it('aborts the older request and never shows its late answer', async () => {
    const { client, calls } = suggestionClient();
    renderBar(client);
    const input = screen.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
    await user.type(input, 'sua');
    await pause();
    await user.type(input, ' t');
    expect(calls[0]?.signal?.aborted).toBe(true);
    await pause();
    expect(calls.map((call) => call.term)).toEqual(['sua', 'sua t']);
    await act(async () => calls[1]?.resolve([SUA[0] as SearchSuggestionView]));
    await act(async () => calls[0]?.resolve([SUA[2] as SearchSuggestionView]));
    expect(screen.getByRole('option', { name: /sữa tươi/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Vinamilk/ })).toBeNull();
  });

  it('shows the loading state, then a listbox the arrow keys move through', async () => {
    const { client, calls } = suggestionClient();
    const { container } = renderBar(client);
    const input = screen.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
    await user.type(input, 'sua');
    expect(screen.getByRole('status')).toHaveTextContent('Đang tìm gợi ý…');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await pause();
    await act(async () => calls[0]?.resolve(SUA));

    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    // Three suggestions and "see all results".
    expect(options.map((option) => option.textContent)).toEqual([
      'sữa tươiTìm kiếm phổ biến',
      'Sữa các loạiDanh mục',
      'Sữa tươi Vinamilk 1LSản phẩm',
      'Xem tất cả kết quả cho “sua”',
    ]);
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[3]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    // axe schedules its work on timers of its own.
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Enter opens the highlighted suggestion', async () => {
    const { client, calls } = suggestionClient();
    renderBar(client);
    await typeAndAnswer(calls, 'sua');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/product/v-1/sua-tuoi-vinamilk-1l');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter that finishes a word in an input method does not open the highlighted suggestion', async () => {
    const { client, calls } = suggestionClient();
    renderBar(client);
    await typeAndAnswer(calls, 'sua');
    await user.keyboard('{ArrowDown}');
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('Enter without a highlighted suggestion searches the typed term', async () => {
    const { client, calls } = suggestionClient();
    renderBar(client);
    await typeAndAnswer(calls, 'sua');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products/search/sua');
  });

  it('searches a term typed into the server-rendered bar before the page hydrated', async () => {
    const { client } = suggestionClient();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(bar(client));
    // Typed while the page's script is still on its way: no React listener sees it.
    (screen.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }) as HTMLInputElement).value = 'sua';
    render(bar(client), { container, hydrate: true });

    // Enter, once hydrated: the search is for what the field shows.
    await user.type(screen.getByRole('combobox'), '{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products/search/sua');
  });

  it('Escape closes the list and keeps the term; ArrowDown opens it again', async () => {
    const { client, calls } = suggestionClient();
    renderBar(client);
    await typeAndAnswer(calls, 'sua');
    const input = screen.getByRole('combobox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option')).toBeNull();
    expect(input).toHaveValue('sua');
    await user.keyboard('{ArrowDown}');
    // The answer for this term is known: no second request.
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(calls).toHaveLength(1);
  });

  it('clicking a suggestion goes to its page', async () => {
    const { client, calls } = suggestionClient();
    renderBar(client);
    await typeAndAnswer(calls, 'sua');
    await user.click(screen.getByRole('option', { name: /Sữa các loại/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products/sua/12/sua-cac-loai');
  });

  it('says when nothing matches, without an empty listbox', async () => {
    const { client, calls } = suggestionClient();
    renderBar(client);
    await typeAndAnswer(calls, 'xyzw', []);
    expect(screen.getByRole('status')).toHaveTextContent('Không có gợi ý cho “xyzw”');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();
  });
});

describe('SearchBar stories', () => expectStoriesAccessible(stories));
