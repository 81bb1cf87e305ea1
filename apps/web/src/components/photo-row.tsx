import type { UploadPurpose } from '@cloudmine/api';
import { PhotoPicker } from './photo-picker';

/**
 * Up to `max` photos, each uploaded as it is picked; tapping one removes it. The picker for the next
 * one is `#<idPrefix>-new` (what a browser test sets files on).
 */
export function PhotoRow(props: {
  idPrefix: string;
  purpose: UploadPurpose;
  max: number;
  addLabel: string;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { idPrefix, purpose, max, value, onChange } = props;
  return (
    <div className="photo-row">
      {value.map((id, index) => (
        <PhotoPicker
          key={id}
          id={`${idPrefix}-${index}`}
          label=""
          purpose={purpose}
          value={id}
          onChange={() => onChange(value.filter((other) => other !== id))}
        />
      ))}
      {value.length < max ? (
        <PhotoPicker
          id={`${idPrefix}-new`}
          label={props.addLabel}
          purpose={purpose}
          value={null}
          onChange={(id) => {
            if (id !== null) onChange([...value, id]);
          }}
        />
      ) : null}
    </div>
  );
}
