import {
  BusinessErrorCode,
  EngagementErrorCode,
  type GameResult,
  type LeadCapture,
} from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import { canEditLeadCompanyName, isAccountLevel } from '@gio/domain-access';
import { ServerErrorCode, Timing } from '@gio/domain-enums';
import { formatPoints } from '@gio/domain-loyalty';
import { signupErrorKey } from '@gio/domain-shell';
import { ADDRESS_FIELD_RULES, phoneSchema, postalCodeSchema, type FieldRule } from '@gio/domain-validation';
import { Button, FormInput, Spinner, useForm, useMessages } from '@gio/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/api-client';
import { useMoney } from '../../../lib/use-money';
import { useSession } from '../../session/components/session-provider';
import { acceptOrganizationInvite } from '../api/accept-organization-invite';
import { createBusinessAddress } from '../api/create-business-address';
import { getBusinessLoginData } from '../api/get-business-login-data';
import { getCaptureGames } from '../api/get-capture-games';
import { getLeadCapture, type LeadCaptureState } from '../api/get-lead-capture';
import { getMemberInfo } from '../api/get-member-info';
import { getMyOrganizationInvites } from '../api/get-my-organization-invites';
import { getOrganizationConfirmation } from '../api/get-organization-confirmation';
import { playGame } from '../api/play-game';
import { saveLeadCapture } from '../api/save-lead-capture';
import { signOut } from '../api/sign-out';

/** What every server-side first-load modal gets: how to close itself and how to report back. */
export interface ServerModalProps {
  close: () => void;
  /** The modal has something to show (its details applied); side effects on close wait for it. */
  onShown?: () => void;
  /** Its action succeeded: closing must not record a dismissal. */
  onDone?: () => void;
}

type Details<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** Loads a modal's details once shown; `retry` asks again after a failure. */
function useDetails<T>(load: () => Promise<T>): [Details<T>, () => void] {
  const [details, setDetails] = useState<Details<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setDetails({ status: 'loading' });
    load().then(
      (data) => active && setDetails({ status: 'ready', data }),
      () => active && setDetails({ status: 'error' }),
    );
    return () => {
      active = false;
    };
    // The loader is the modal's own call; only a retry runs it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return [details, useCallback(() => setAttempt((n) => n + 1), [])];
}

/** Loading and error states shared by the modals; the children render once the details are in. */
function DetailsState<T>({
  details,
  retry,
  close,
  children,
}: {
  details: Details<T>;
  retry: () => void;
  close: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  if (details.status === 'loading') {
    return <Spinner label={t('engagement_popups.first_load_loading')} showLabel />;
  }
  if (details.status === 'error') {
    return (
      <>
        <p role="alert">{t('engagement_popups.first_load_error')}</p>
        <div className="sf-modal-actions">
          <Button onClick={retry}>{t('engagement_popups.first_load_retry')}</Button>
          <Button variant="secondary" onClick={close}>
            {t('engagement_popups.first_load_close')}
          </Button>
        </div>
      </>
    );
  }
  return <>{children(details.data)}</>;
}

/** Closes the modal when its details say there is nothing to show after all, else reports it shown. */
function useApplies(applies: boolean | null, { close, onShown }: ServerModalProps) {
  useEffect(() => {
    if (applies === null) return;
    if (applies) onShown?.();
    else close();
    // Decided once, when the details arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applies]);
}

const errorCode = (error: unknown) => (error instanceof ApiError ? error.code : null);

// ---------------------------------------------------------------------------------------------

/** storefront.md §4 "Loyalty status": the expired membership, until dismissed (cookie on close). */
export function LoyaltyPrompt(props: ServerModalProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [details, retry] = useDetails(() => getMemberInfo(client));
  useApplies(details.status === 'ready' ? details.data.showExpiredBanner : null, props);
  return (
    <DetailsState details={details} retry={retry} close={props.close}>
      {(info) => (
        <>
          <p>
            {t('engagement_popups.loyalty_prompt_body', {
              points: formatPoints(info.membershipInfo?.points ?? 0),
            })}
          </p>
          <div className="sf-modal-actions">
            {/* The WAON card is renewed in the account app, a full page away. */}
            <a className="sf-button-link" href="/account">
              {t('engagement_popups.loyalty_prompt_renew')}
            </a>
            <Button variant="secondary" onClick={props.close}>
              {t('engagement_popups.first_load_later')}
            </Button>
          </div>
        </>
      )}
    </DetailsState>
  );
}

// ---------------------------------------------------------------------------------------------

/** WCAG 1.3.5: the purpose of the personal fields, so that browsers can fill them. */
const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  phoneNumber: 'tel',
  companyName: 'organization',
  postalCode: 'postal-code',
};


/**
 * Location capture (locked, storefront.md §4): the business view needs a business delivery
 * address; 585 B2B_LOCATION_UNSUPPORTED keeps the form open with its message (accounts.md §8).
 * Signing out is the way out for a shopper who cannot give one.
 */
export function LocationCapture({
  close,
  onDone,
  firstName,
}: ServerModalProps & { firstName: string }) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const messages = useMessages();
  const form = useForm({
    rules: ADDRESS_FIELD_RULES,
    initialValues: { firstName, lastName: '', addressLine1: '', ward: '', district: '', city: '' },
    onSubmit: async (values) => {
      try {
        await createBusinessAddress(client, values);
      } catch (error) {
        if (Number(errorCode(error)) === ServerErrorCode.B2B_LOCATION_UNSUPPORTED) {
          return { formError: 'engagement_popups.location_capture_unsupported' };
        }
        return { formError: 'form.api_error_message_default' };
      }
      onDone?.();
      messages.show({ kind: 'success', text: t('engagement_popups.location_capture_done') });
      close();
      return undefined;
    },
  });
  const fields = ['firstName', 'lastName', 'addressLine1', 'ward', 'district', 'city'] as const;
  const labels = {
    firstName: 'location_capture_first_name',
    lastName: 'location_capture_last_name',
    addressLine1: 'location_capture_address_line1',
    ward: 'location_capture_ward',
    district: 'location_capture_district',
    city: 'location_capture_city',
  } as const;
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <p>{t('engagement_popups.location_capture_body')}</p>
      {fields.map((name) => (
        <FormInput
          key={name}
          {...form.field(name)}
          autoComplete={AUTOCOMPLETE[name]}
          label={t(`engagement_popups.${labels[name]}`)}
        />
      ))}
      {form.formError && <p role="alert">{form.formError}</p>}
      <div className="sf-modal-actions">
        <Button type="submit" loading={form.submitting}>
          {t('engagement_popups.location_capture_submit')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            void signOut(client).then(
              () => window.location.assign('/'),
              () => messages.show({ kind: 'error', text: t('form.api_error_message_default') }),
            )
          }
        >
          {t('engagement_popups.location_capture_sign_out')}
        </Button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------

/** Organization invite (storefront.md §4): an open invite to the user's address; accept or later. */
export function OrganizationInvite(props: ServerModalProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const messages = useMessages();
  const [details, retry] = useDetails(() => getMyOrganizationInvites(client));
  const [accepting, setAccepting] = useState(false);
  useApplies(details.status === 'ready' ? details.data.length > 0 : null, props);

  const accept = async (code: string, organization: string) => {
    setAccepting(true);
    try {
      await acceptOrganizationInvite(client, code);
    } catch (error) {
      setAccepting(false);
      const code = errorCode(error);
      const key =
        code === BusinessErrorCode.INVITE_NOT_USABLE
          ? 'engagement_popups.organization_invite_not_usable'
          : code === BusinessErrorCode.IN_ANOTHER_ORGANIZATION
            ? 'engagement_popups.organization_invite_other_organization'
            : 'form.api_error_message_default';
      messages.show({ kind: 'error', text: t(key) });
      return;
    }
    props.onDone?.();
    messages.show({
      kind: 'success',
      text: t('engagement_popups.organization_invite_done', { organization }),
    });
    props.close();
    // The session now has a business view: the page reloads to show it (storefront.md §9).
    window.setTimeout(() => window.location.reload(), Timing.POST_MODAL_RELOAD_DELAY);
  };

  return (
    <DetailsState details={details} retry={retry} close={props.close}>
      {(invites) => {
        const invite = invites[0];
        if (!invite) return null;
        return (
          <>
            <p>
              {t('engagement_popups.organization_invite_body', {
                organization: invite.organizationName,
                level: invite.levelLabel,
              })}
            </p>
            <div className="sf-modal-actions">
              <Button
                loading={accepting}
                onClick={() => void accept(invite.code, invite.organizationName)}
              >
                {t('engagement_popups.organization_invite_accept')}
              </Button>
              <Button variant="secondary" onClick={props.close}>
                {t('engagement_popups.organization_invite_decline')}
              </Button>
            </div>
          </>
        );
      }}
    </DetailsState>
  );
}

// ---------------------------------------------------------------------------------------------

/** Organization update confirmation (storefront.md §4; cleared on close, accounts.md §7). */
export function OrganizationConfirmationNotice(props: ServerModalProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [details, retry] = useDetails(() => getOrganizationConfirmation(client));
  useApplies(details.status === 'ready' ? details.data !== null : null, props);
  return (
    <DetailsState details={details} retry={retry} close={props.close}>
      {(confirmation) =>
        confirmation && (
          <>
            <h3>{confirmation.header}</h3>
            <p>{confirmation.message}</p>
            <Button onClick={props.close}>
              {t('engagement_popups.organization_confirmation_ok')}
            </Button>
          </>
        )
      }
    </DetailsState>
  );
}

// ---------------------------------------------------------------------------------------------

/** B2B login data (storefront.md §4; never for the cart editor, accounts.md §6); seen on close. */
export function BusinessLoginDataNotice(props: ServerModalProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [details, retry] = useDetails(() => getBusinessLoginData(client));
  useApplies(
    details.status === 'ready' ? details.data.showModal && details.data.loginData !== null : null,
    props,
  );
  const money = useMoney();
  return (
    <DetailsState details={details} retry={retry} close={props.close}>
      {({ loginData }) =>
        loginData && (
          <>
            <p>
              {t('engagement_popups.b2b_login_data_welcome', {
                organization: loginData.organizationName,
              })}
            </p>
            <ul>
              <li>
                {t('engagement_popups.b2b_login_data_level', { level: loginData.levelLabel })}
              </li>
              <li>{t('engagement_popups.b2b_login_data_users', { count: loginData.userCount })}</li>
              {loginData.invoice && (
                <li>
                  {t('engagement_popups.b2b_login_data_invoice', {
                    available: money(loginData.invoice.available),
                    limit: money(loginData.invoice.creditLimit),
                  })}
                </li>
              )}
            </ul>
            <Button onClick={props.close}>{t('engagement_popups.b2b_login_data_ok')}</Button>
          </>
        )
      }
    </DetailsState>
  );
}

// ---------------------------------------------------------------------------------------------

const LEAD_FIELDS = [
  ['firstName', 'lead_capture_first_name'],
  ['lastName', 'lead_capture_last_name'],
  ['phoneNumber', 'lead_capture_phone'],
  ['companyName', 'lead_capture_company'],
  ['size', 'lead_capture_size'],
  ['industryType', 'lead_capture_industry'],
  ['occupationType', 'lead_capture_occupation_type'],
  ['occupationRole', 'lead_capture_occupation_role'],
  ['contactReason', 'lead_capture_reason'],
  ['postalCode', 'lead_capture_postal_code'],
  ['city', 'lead_capture_city'],
  ['district', 'lead_capture_district'],
  ['ward', 'lead_capture_ward'],
] as const;
type LeadField = (typeof LEAD_FIELDS)[number][0];

/**
 * accounts.md §3 lead fields and §5: names and phone required, phone 10 digits, postal code 5
 * or 9. The company name may stay empty: the form is offered to users of an organisation, whose
 * name the gateway takes (and an admin or member may not change, so it shows locked).
 */
const LEAD_RULES: readonly FieldRule[] = [
  { name: 'firstName', required: true },
  { name: 'lastName', required: true },
  { name: 'phoneNumber', required: true, validators: [phoneSchema] },
  { name: 'postalCode', validators: [postalCodeSchema] },
];

function LeadCaptureForm({ state, close, onDone }: ServerModalProps & { state: LeadCaptureState }) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const messages = useMessages();
  const { user } = useSession();
  const lead: LeadCapture | null = state.leadCapture;
  const organization = user?.organization?.name ?? '';
  const initialValues = Object.fromEntries(
    LEAD_FIELDS.map(([name]) => [
      name,
      lead?.[name] ?? (name === 'companyName' ? organization : ''),
    ]),
  ) as Record<LeadField, string>;
  // accounts.md §5: a new lead of an admin or member gets the organisation's name, locked too.
  const level = user?.accountLevel;
  const companyLocked = lead
    ? !lead.companyNameEditable
    : organization !== '' && isAccountLevel(level) && !canEditLeadCompanyName(level);
  const form = useForm({
    rules: LEAD_RULES,
    initialValues,
    onSubmit: async (values) => {
      const input = Object.fromEntries(
        Object.entries(values).filter(
          ([name, value]) => value !== '' && !(companyLocked && name === 'companyName'),
        ),
      ) as Record<LeadField, string>;
      try {
        await saveLeadCapture(
          client,
          {
            ...input,
            firstName: values.firstName,
            lastName: values.lastName,
            phoneNumber: values.phoneNumber,
            hasCompletedLeadCapture: true,
          },
          lead !== null,
        );
      } catch (error) {
        const code = errorCode(error);
        // A refusal of one field (the company name of an admin or member) shows beside it.
        if (
          error instanceof ApiError &&
          error.field &&
          Number(code) !== ServerErrorCode.ENTRY_ALREADY_USED
        ) {
          return { errors: { [error.field]: error.message } };
        }
        // 578: this lead, or its phone number, was entered before (storefront.md §8).
        return { formError: signupErrorKey(code) };
      }
      onDone?.();
      messages.show({ kind: 'success', text: t('engagement_popups.lead_capture_done') });
      close();
      return undefined;
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <p>{t('engagement_popups.lead_capture_body')}</p>
      {LEAD_FIELDS.map(([name, label]) => (
        <FormInput
          key={name}
          {...form.field(name)}
          type={name === 'phoneNumber' ? 'tel' : name === 'contactReason' ? 'textarea' : 'text'}
          disabled={name === 'companyName' && companyLocked}
          autoComplete={AUTOCOMPLETE[name]}
          label={t(`engagement_popups.${label}`)}
        />
      ))}
      {form.formError && <p role="alert">{form.formError}</p>}
      <div className="sf-modal-actions">
        <Button type="submit" loading={form.submitting}>
          {t('engagement_popups.lead_capture_submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={close}>
          {t('engagement_popups.first_load_later')}
        </Button>
      </div>
    </form>
  );
}

/** Lead capture form (storefront.md §4, §9 delay 100 ms; accounts.md §3, §5, §7); exit on close. */
export function LeadCaptureModal(props: ServerModalProps) {
  const client = useApiClient();
  const [details, retry] = useDetails(() => getLeadCapture(client));
  useApplies(
    details.status === 'ready'
      ? !details.data.exited && details.data.leadCapture?.hasCompletedLeadCapture !== true
      : null,
    props,
  );
  return (
    <DetailsState details={details} retry={retry} close={props.close}>
      {(state) => <LeadCaptureForm {...props} state={state} />}
    </DetailsState>
  );
}

// ---------------------------------------------------------------------------------------------

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
