// The listing number box: Search or Enter looks the number up; an empty box says what to type. A GET form
// to the page (?listingNumber=), so a number sent before the app's script runs, or without it, is looked
// up by the server.
import { Search } from 'lucide-react';
import { useState } from 'react';
import { ENTER_LISTING_NUMBER } from '@shared/reference/listings';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { formParams } from '@web/lib/form-params';
import { toast } from '@web/lib/toast';
import { paths } from '@shared/paths';
import { SubmitButton } from '@web/components/forms/submit-button';

/** The one toast that answers a look-up: each new answer replaces the last. */
export const STATUS_LOOKUP_TOAST = 'status-lookup';

export interface StatusSearchProps {
  initial: string;
  searching: boolean;
  onSearch: (listingNumber: string) => void;
}

export function StatusSearch({ initial, searching, onSearch }: StatusSearchProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      role="search"
      method="get"
      action={paths.checkStatus}
      noValidate
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const number = (formParams(e.currentTarget).get('listingNumber') ?? value).trim();
        if (!number) {
          setError(ENTER_LISTING_NUMBER);
          toast.error('Error', { description: ENTER_LISTING_NUMBER, id: STATUS_LOOKUP_TOAST });
          return;
        }
        setError(null);
        setValue(number);
        onSearch(number);
      }}
    >
      <Label htmlFor="listing-number">Business listing number</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="listing-number"
          name="listingNumber"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(null);
          }}
          placeholder="BL-12345678"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={40}
          className="font-mono text-lg tracking-wide md:text-base"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'listing-number-error' : 'listing-number-hint'}
        />
        <SubmitButton pending={searching} busyText="Searching..." icon={Search} size="lg" className="sm:w-36">
          Search
        </SubmitButton>
      </div>
      {error ? (
        <p id="listing-number-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id="listing-number-hint" className="text-sm text-muted-foreground">
          You got it when you submitted your business, for example BL-12345678.
        </p>
      )}
    </form>
  );
}
