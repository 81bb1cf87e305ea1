import { MEMBER_UPLOAD_PATH, UPLOAD_PATH, type UploadedFile, type UploadPurpose } from '@cloudmine/api';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { api } from '@/lib/api/api';
import { PrivateImage } from './private-image';

interface PhotoPickerProps {
  id: string;
  label: string;
  purpose: UploadPurpose;
  value: number | null;
  onChange: (uploadId: number | null) => void;
}

/** Takes or picks one photo and uploads it at once; the server decides whether it is an image. */
export function PhotoPicker({ id, label, purpose, value, onChange }: PhotoPickerProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const sent = await api.upload<UploadedFile>(UPLOAD_PATH, { purpose }, file);
      onChange(sent.id);
    } catch {
      // The wrapper has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className="photo-picker" htmlFor={id}>
      {value !== null ? (
        <PrivateImage path={`${MEMBER_UPLOAD_PATH}/${value}`} alt={label} className="photo-picker-image" />
      ) : (
        <span className="photo-picker-empty">{busy ? t('care.uploading') : '+'}</span>
      )}
      <span className="photo-picker-label">{label}</span>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        hidden
        disabled={busy}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
    </label>
  );
}
