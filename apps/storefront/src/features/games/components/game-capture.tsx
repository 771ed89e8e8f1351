import { EngagementErrorCode, type GameResult } from '@gio/contracts';
import { useApiClient } from '@gio/shell';
import { Button, useMessages } from '@gio/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsState } from '../../../components/details-state';
import { errorCode } from '../../../lib/api-error-code';
import {
  useApplies,
  useDetails,
  type ServerModalContribution,
  type ServerModalProps,
} from '../../../lib/first-load-modal';
import { dismissGame } from '../api/dismiss-game';
import { getCaptureGames } from '../api/get-capture-games';
import { playGame } from '../api/play-game';

/** Game capture (storefront.md §4; accounts.md §7 games): play once, or dismissed on close. */
export function GameCapture(props: ServerModalProps & { onGame: (gameId: string) => void }) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const messages = useMessages();
  const [details, retry] = useDetails(() => getCaptureGames(client));
  const [result, setResult] = useState<GameResult | null>(null);
  const [playing, setPlaying] = useState(false);
  const game =
    details.status === 'ready'
      ? details.data.find((item) => item.status === 'available')
      : undefined;
  useApplies(details.status === 'ready' ? game !== undefined : null, props);
  useEffect(() => {
    if (game) props.onGame(game.gameId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game?.gameId]);

  const play = async (gameId: string) => {
    setPlaying(true);
    try {
      const played = await playGame(client, gameId);
      props.onDone?.();
      setResult(played);
    } catch (error) {
      const code = errorCode(error);
      messages.show({
        kind: 'error',
        text: t(
          code === EngagementErrorCode.GAME_ALREADY_PLAYED
            ? 'engagement_popups.game_capture_already_played'
            : code === EngagementErrorCode.GAME_UNAVAILABLE
              ? 'engagement_popups.game_capture_unavailable'
              : 'form.api_error_message_default',
        ),
      });
    } finally {
      setPlaying(false);
    }
  };

  return (
    <DetailsState details={details} retry={retry} close={props.close}>
      {() =>
        game && (
          <>
            <h3>{game.title}</h3>
            <p>{game.description}</p>
            {result ? (
              <>
                <p role="status">
                  {result.prize && result.prize.kind !== 'none'
                    ? t('engagement_popups.game_capture_won', { prize: result.prize.label })
                    : t('engagement_popups.game_capture_no_prize')}
                </p>
                <Button onClick={props.close}>{t('engagement_popups.first_load_close')}</Button>
              </>
            ) : (
              <>
                <h4>{t('engagement_popups.game_capture_prizes')}</h4>
                <ul>
                  {game.prizes.map((prize) => (
                    <li key={prize.id}>{prize.label}</li>
                  ))}
                </ul>
                <div className="sf-modal-actions">
                  <Button loading={playing} onClick={() => void play(game.gameId)}>
                    {t('engagement_popups.game_capture_play')}
                  </Button>
                  <Button variant="secondary" onClick={props.close}>
                    {t('engagement_popups.first_load_later')}
                  </Button>
                </div>
              </>
            )}
          </>
        )
      }
    </DetailsState>
  );
}

/** The game capture as a server-side first-load modal: the game shown is dismissed on close. */
export const gameCaptureModal: ServerModalContribution = {
  build: ({ t, client }) => {
    let gameId: string | null = null;
    return {
      title: t('engagement_popups.game_capture_title'),
      render: (props) => (
        <GameCapture
          {...props}
          onGame={(id) => {
            gameId = id;
          }}
        />
      ),
      onDismiss: () => (gameId ? dismissGame(client, gameId) : Promise.resolve()),
    };
  },
};
