import { saveBlob } from '@cloudmine/ui/save-file';

/** Saves text as a CSV file (a BOM first, so spreadsheets read it as UTF-8). */
export function downloadCsv(filename: string, csv: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), filename);
}
