// The Filters sheet's 'Where': the device's location ('Enable Location') or a place the visitor names (a
// city or ZIP code, with suggestions), and the distance around it. The distance can be chosen once either
// is known; a place, when set, is what distances are measured from.
import { useId } from 'react';
import { Label } from '@web/components/ui/label';
import type { LocationState } from '@web/lib/visitor-location';
import { cleanPlace, type Radius } from '../search-params';
import { EnableLocationButton, FilterSection, ProximityChoice } from './filter-options';
import { PlaceInput } from './place-input';

export interface WhereFilterProps {
  /** The place as typed in the draft. */
  place: string;
  onPlaceChange: (place: string) => void;
  radius: Radius | undefined;
  onRadiusChange: (radius: Radius | undefined) => void;
  location: LocationState;
  onEnableLocation: () => void;
}

/** Says what the location allows; it does not follow the place as it is typed (the fields below would jump). */
function whereHint(location: LocationState): string {
  switch (location.status) {
    case 'ready':
      return 'Distances from your location, unless you name a place.';
    case 'error':
      return location.message;
    case 'locating':
      return 'Finding your location...';
    default:
      return 'Enable location or name a place to filter by distance.';
  }
}

export function WhereFilter({ place, onPlaceChange, radius, onRadiusChange, location, onEnableLocation }: WhereFilterProps) {
  const id = useId();
  const named = cleanPlace(place);
  const located = location.status === 'ready';
  const canLocate = !located && !(location.status === 'error' && location.unsupported);

  return (
    <FilterSection id="filter-where" title="Where" hint={whereHint(location)}>
      {canLocate && <EnableLocationButton onClick={onEnableLocation} busy={location.status === 'locating' || location.status === 'checking'} />}
      <div className="space-y-2">
        <Label htmlFor={`${id}-place`}>City or ZIP code</Label>
        <PlaceInput id={`${id}-place`} name="near" value={place} onChange={onPlaceChange} />
      </div>
      <div className="space-y-2">
        <p aria-hidden="true" className="text-sm font-semibold">
          Distance
        </p>
        <ProximityChoice value={radius} enabled={located || !!named} onChange={onRadiusChange} />
      </div>
    </FilterSection>
  );
}
