import { CalendarDays, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLongDate } from './account-format';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE, sortApiErrors, type FieldMatcher } from '../../lib/api-error';
import { DASHBOARD_PATH, signInHref } from '../../lib/paths';
import { fieldProps, showFieldErrors, submitHandler, useStoreForm } from '../../lib/form';
import { phoneProblem } from '../../lib/validation';
import { FormAlert, FormAlertMessage } from '../../ui/FormAlert';
import { SelectField, TextField } from '../../ui/FormField';
import { PROFILE_COUNTRIES } from '#contracts/regions.constants';
import { forgetProfileCountry } from '../regions/locate-shopper';
import { SubmitButton } from '../../ui/SubmitButton';
import { useToast } from '../../ui/Toaster';
import type { ProfileView } from '#contracts/auth.contract';
import { DashboardPanel } from './DashboardPanel';

type Field = 'phoneNumber' | 'steamTradeUrl' | 'country';

const FIELD_MATCHERS: readonly FieldMatcher<Field>[] = [
  { field: 'steamTradeUrl', pattern: /steam/i, property: 'steamTradeUrl', label: 'Steam Trade URL' },
  { field: 'phoneNumber', pattern: /phone/i, property: 'phoneNumber', label: 'Phone number' },
  { field: 'country', pattern: /country/i, property: 'country', label: 'Country' },
];

const COUNTRY_OPTIONS = [{ value: '', label: 'Not set' }, ...PROFILE_COUNTRIES.map((country) => ({ value: country.code, label: country.name }))];

export const STEAM_TRADE_URL_PLACEHOLDER = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh';

/** The account's details, read-only, and the form for the two that can change here. */
export function ProfileTab({ profile, onSaved }: { profile: ProfileView; onSaved: (profile: ProfileView) => void }) {
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <InfoCard icon={<Mail />} label="Email" value={profile.email} />
        <InfoCard icon={<Phone />} label="Phone" value={profile.phoneNumber || <span className="text-muted-foreground">Not provided</span>} />
        <InfoCard icon={<CalendarDays />} label="Member Since" value={formatLongDate(profile.memberSince)} />
      </dl>
      <UpdateProfileForm profile={profile} onSaved={onSaved} />
    </div>
  );
}

/** One term of the profile's description list: the card itself is the `<div>` grouping its `<dt>` and `<dd>`. */
function InfoCard({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="relative min-w-0 rounded-2xl border border-border bg-card p-4 pl-17 shadow-sm">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <span className="absolute top-4 left-4 grid size-10 place-items-center rounded-xl bg-primary/10 text-highlight ring-1 ring-primary/20 [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 truncate font-medium" title={typeof value === 'string' ? value : undefined}>
        {value}
      </dd>
    </div>
  );
}

type ProfileValues = Record<Field, string>;

const FIELD_ORDER: readonly Field[] = ['phoneNumber', 'steamTradeUrl', 'country'];

const profileValues = (profile: ProfileView): ProfileValues => ({ phoneNumber: profile.phoneNumber ?? '', steamTradeUrl: profile.steamTradeUrl ?? '', country: profile.country ?? '' });

function UpdateProfileForm({ profile, onSaved }: { profile: ProfileView; onSaved: (profile: ProfileView) => void }) {
  const toast = useToast();
  const form = useStoreForm<ProfileValues>(profileValues(profile), ({ phoneNumber }) => ({ phoneNumber: phoneProblem(phoneNumber) }));
  const rootError = form.formState.errors.root;
  // The store's refusal lasts while one of its problems does: editing the field in trouble ends it.
  const refused = rootError !== undefined || FIELD_ORDER.some((field) => form.formState.errors[field]?.type === 'server');

  const submit = submitHandler(form, async ({ phoneNumber, steamTradeUrl, country }) => {
    const result = await apiRequest<ProfileView>('PUT', '/api/profile', {
      phoneNumber: phoneNumber.trim() || null,
      steamTradeUrl: steamTradeUrl.trim() || null,
      country: country || null,
    });
    if (!result.ok) {
      if (isSessionEnded(result.error)) return form.setError('root', { type: 'session_ended', message: SESSION_ENDED_MESSAGE });
      const sorted = result.error.status === 400 ? sortApiErrors(result.error, FIELD_MATCHERS) : { fields: {}, others: [result.error.message] };
      showFieldErrors(form, sorted.fields, FIELD_ORDER);
      if (sorted.others.length) form.setError('root', { message: sorted.others.join(' ') });
      return;
    }
    // Read the profile again, as saved, so that the cards show what the store now holds.
    const reloaded = await apiRequest<ProfileView>('GET', '/api/profile');
    const saved = reloaded.ok ? reloaded.data : result.data;
    forgetProfileCountry();
    onSaved(saved);
    form.reset(profileValues(saved));
    toast({ title: 'Success', description: 'Profile updated successfully' });
  });

  return (
    <DashboardPanel title="Update Profile" description="Keep your contact details, Steam trade link and country up to date.">
      <form noValidate onSubmit={submit} className="max-w-2xl space-y-5">
        <FormAlert>
          {refused && (
            <>
              <FormAlertMessage title="Error" description="Failed to update profile" />
              {rootError && <p>{rootError.message}</p>}
              {rootError?.type === 'session_ended' && (
                <a href={signInHref(DASHBOARD_PATH)} className="font-semibold underline underline-offset-2 hover:no-underline">
                  Sign in
                </a>
              )}
            </>
          )}
        </FormAlert>
        <TextField label="Phone Number" type="tel" autoComplete="tel" inputMode="tel" placeholder="+27 82 123 4567" {...fieldProps(form, 'phoneNumber')} />
        <TextField
          label="Steam Trade URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={STEAM_TRADE_URL_PLACEHOLDER}
          hint="Required for Steam-related orders. Find this in your Steam inventory settings."
          {...fieldProps(form, 'steamTradeUrl')}
        />
        <SelectField label="Country" autoComplete="country" options={COUNTRY_OPTIONS} {...fieldProps(form, 'country')} />
        <p className="-mt-3 text-sm text-muted-foreground">Where you live: we warn you before you buy a key that will not activate there.</p>
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Updating...">
          Update Profile
        </SubmitButton>
      </form>
    </DashboardPanel>
  );
}
