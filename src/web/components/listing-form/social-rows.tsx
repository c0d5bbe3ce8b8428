// Social media rows: a platform and a handle each; only complete pairs are sent.
import { Plus, Trash2 } from 'lucide-react';
import { SOCIAL_PLATFORMS } from '@shared/reference';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import type { SocialRow } from './form-values';
import { NativeSelect } from '@web/components/ui/native-select';

const MAX_ROWS = SOCIAL_PLATFORMS.length;

export function SocialRows({ idPrefix, value, onChange }: { idPrefix: string; value: SocialRow[]; onChange: (rows: SocialRow[]) => void }) {
  const setRow = (index: number, row: SocialRow) => onChange(value.map((r, i) => (i === index ? row : r)));
  return (
    <div className="grid gap-3">
      {value.length > 0 && (
        <ul className="grid gap-3">
          {value.map((row, i) => (
            <li
              key={i}
              className="grid grid-cols-[1fr_auto] gap-2 rounded-xl border bg-muted/30 p-2 sm:grid-cols-[12rem_1fr_auto] sm:border-0 sm:bg-transparent sm:p-0"
            >
              <NativeSelect
                id={`${idPrefix}-social-${i}-platform`}
                aria-label={`Social media platform ${i + 1}`}
                className="col-span-2 sm:col-span-1"
                value={row.platform}
                onChange={(e) => setRow(i, { ...row, platform: e.target.value })}
              >
                <option value="">Choose a platform</option>
                {SOCIAL_PLATFORMS.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </NativeSelect>
              <Input
                aria-label={`Username or handle ${i + 1}`}
                placeholder="@yourbusiness"
                autoCapitalize="none"
                autoCorrect="off"
                maxLength={100}
                value={row.username}
                onChange={(e) => setRow(i, { ...row, username: e.target.value })}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove social media row ${i + 1}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {value.length < MAX_ROWS && (
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => onChange([...value, { platform: '', username: '' }])}>
          <Plus aria-hidden="true" />
          Add Social Media
        </Button>
      )}
    </div>
  );
}
