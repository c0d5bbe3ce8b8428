// Where Get Involved looks: the events and organizations of one state ('All states' by default), chosen
// from the list or found with 'Near me' from the browser's location. The choice is the page's address
// (?state=GA), so the server renders it; it is a plain GET form with a Show button, which works without script.
import { LocateFixed, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { STATES, stateName, type StateCode } from '@shared/reference/states';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/native-select';
import { errorMessage } from '@web/lib/api-client';
import { formParams } from '@web/lib/form-params';
import { toast } from '@web/lib/toast';
import { useHydrated } from '@web/lib/use-hydrated';
import { requestLocationOrExplain } from '@web/lib/visitor-location';
import { getStateAt } from '../api/get-state-at';

/** The page's query parameter that holds the chosen state. */
export const STATE_PARAM = 'state';

const isStateCode = (value: string): value is StateCode => STATES.some((s) => s.code === value);

/** The state the address asks for, or null for all states (also for anything that is not a state code). */
export function chosenState(params: URLSearchParams): StateCode | null {
  const raw = (params.get(STATE_PARAM) ?? '').trim().toUpperCase();
  return isStateCode(raw) ? raw : null;
}

/** ' in Georgia', or '' for all states: how the page's texts say where they look. */
export const inState = (state: StateCode | null) => (state ? ` in ${stateName(state)}` : '');

const NEAR_ME_TOAST = 'near-me';

export interface PlaceFilterProps {
  state: StateCode | null;
  onChange: (state: StateCode | null) => void;
}

export function PlaceFilter({ state, onChange }: PlaceFilterProps) {
  const id = useId();
  const [locating, setLocating] = useState(false);
  const hydrated = useHydrated();

  const nearMe = async () => {
    setLocating(true);
    try {
      const location = await requestLocationOrExplain();
      if (location.status !== 'ready') return;
      const { state: here } = await getStateAt(location.coords);
      if (here) {
        toast.dismiss(NEAR_ME_TOAST);
        onChange(here);
      } else {
        toast.warning('Not in a state we list', { description: 'Your location is outside the United States. Please choose a state.', id: NEAR_ME_TOAST });
      }
    } catch (error) {
      toast.error('Could not find your state', { description: errorMessage(error), id: NEAR_ME_TOAST });
    } finally {
      setLocating(false);
    }
  };

  return (
    <form
      method="get"
      action={paths.getInvolved}
      aria-label="Where to look"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(chosenState(formParams(event.currentTarget)));
      }}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border bg-card px-4 py-3 shadow-card"
    >
      <label htmlFor={id} className="flex w-full items-center gap-1.5 text-sm font-semibold text-espresso sm:w-auto">
        <MapPin className="size-4 text-gold-ink" aria-hidden="true" />
        Events and organizations in
      </label>
      <NativeSelect
        id={id}
        name={STATE_PARAM}
        value={state ?? ''}
        onChange={(event) => onChange(isStateCode(event.target.value) ? event.target.value : null)}
        className="min-w-0 flex-1 sm:max-w-60"
      >
        <option value="">All states</option>
        {STATES.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </NativeSelect>
      {/* It needs the app's script: until that runs (or without it), it waits, disabled. */}
      <Button type="button" variant="outline" onClick={() => void nearMe()} disabled={!hydrated || locating} aria-busy={locating}>
        <LocateFixed aria-hidden="true" />
        {locating ? 'Locating...' : 'Near me'}
      </Button>
      {/* The choice applies as it is chosen; this button applies it too: before the script runs, without
          it, and for whoever expects a form to have one (a form without a submit button fails WCAG H32). */}
      <Button type="submit" variant="ghost">
        Show
      </Button>
    </form>
  );
}
