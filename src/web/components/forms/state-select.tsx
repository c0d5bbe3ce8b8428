// The state of an address: the 50 states and DC in the phone's own picker, blank until one is chosen.
import type * as React from 'react';
import { STATES } from '@shared/reference';
import { NativeSelect } from '@web/components/ui/native-select';

export function StateSelect(props: Omit<React.ComponentProps<typeof NativeSelect>, 'children'>) {
  return (
    <NativeSelect {...props}>
      <option value="">Choose a state</option>
      {STATES.map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </NativeSelect>
  );
}
