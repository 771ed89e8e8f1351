import type { ListedVariantView, PageModuleView } from '@gio/contracts';
import { useApiClient } from '@gio/shell';
import { Button, ProductSlider, Skeleton } from '@gio/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../../lib/use-near-viewport';
import './deferred-product-slider.css';

type Deferred = NonNullable<PageModuleView['deferredProducts']>;

type SliderState =
  | { status: 'waiting' | 'loading' }
  | { status: 'loaded'; variants: ListedVariantView[] }
  | { status: 'failed' };

export interface DeferredProductSliderProps {
  title: string;
  deferred: Deferred;
  /** One tile per variant, at its position in the slider. */
  renderTile: (variant: ListedVariantView, position: number) => ReactNode;
}

/**
 * A product slider below the first screen whose products the page data left out: it reads them
 * when it comes near the viewport (one product-list call), showing a skeleton meanwhile, nothing
 * when the list is empty and a retry when the call failed. Its box keeps about one height in
 * every state, so that what follows it hardly moves when the products arrive (CLS). The server
 * render and a browser without JavaScript show the title above the reserved space.
 */
export function DeferredProductSlider({ title, deferred, renderTile }: DeferredProductSliderProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const near = useNearViewport(box);
  const [state, setState] = useState<SliderState>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  const { source, limit } = deferred;

  useEffect(() => {
    if (!near) return;
    let current = true;
    setState({ status: 'loading' });
    // Imported when first needed: the call's contract schemas (zod) stay out of the first load.
    import('../api/get-module-products')
      .then(({ getModuleProducts }) => getModuleProducts(client, source, limit))
      .then(
        (entries) => {
          if (current)
            setState({ status: 'loaded', variants: entries.map((entry) => entry.variant) });
        },
        () => {
          if (current) setState({ status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [attempt, client, limit, near, source]);

  if (state.status === 'loaded' && state.variants.length === 0) return null;
  return (
    <div ref={box} className="sf-deferred-slider">
      {state.status === 'loaded' ? (
        <ProductSlider title={title} headingLevel={2}>
          {state.variants.map((variant, position) => renderTile(variant, position))}
        </ProductSlider>
      ) : (
        <section
          className="gio-product-slider"
          aria-labelledby={headingId}
          aria-busy={state.status === 'loading'}
        >
          <div className="gio-product-slider__header">
            <h2 id={headingId} className="gio-product-slider__title">
              {title}
            </h2>
          </div>
          {state.status === 'failed' ? (
            <div className="sf-deferred-slider__failed" role="alert">
              <p>{t('slider.load_failed')}</p>
              <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                {t('actions.retry')}
              </Button>
            </div>
          ) : (
            // A skeleton only while the call is on its way: the shimmer is an endless
            // animation, which a slider still far below the screen has no reason to run.
            state.status === 'loading' && (
              <Skeleton variant="rect" width="100%" height="18rem" announce />
            )
          )}
        </section>
      )}
    </div>
  );
}
