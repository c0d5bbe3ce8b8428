// An ImageUploadField for one image, kept as its URL: a new choice replaces it, and removing it leaves null.
import { ImageUploadField, type ImageUploadFieldProps } from '@web/components/image-upload-field';

export interface SingleImageUploadFieldProps extends Omit<ImageUploadFieldProps, 'multiple' | 'max' | 'value' | 'onChange'> {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
}

export function SingleImageUploadField({ value, onChange, ...props }: SingleImageUploadFieldProps) {
  return <ImageUploadField {...props} multiple={false} max={1} value={value ? [value] : []} onChange={(urls) => onChange(urls[0] ?? null)} />;
}
