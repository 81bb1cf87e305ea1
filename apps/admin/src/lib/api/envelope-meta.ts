/**
 * The envelope settings the server writes into index.html (DESIGN §3), as for the members' app: the
 * key ships to the client because the envelope is tamper and replay protection; TLS is the secrecy.
 */
export function readEnvelopeMeta(doc: Document = document): { keyBase64: string; disabled: boolean } {
  const read = (name: string) =>
    doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? '';
  return { keyBase64: read('envelope-key'), disabled: read('envelope-disabled') === 'true' };
}
