import { POSTER_IMAGE_PATH, POSTER_TEXTS } from '@cloudmine/api';
import { expect, it } from 'vitest';
import { fileClient } from '../../test-support/files.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

/** The invitation poster as a file the app saves through the wrapper's `download`. */
describeOnEngines('the invitation poster', (t) => {
  it('answers the caller’s own code and QR code as an SVG in their language', async () => {
    const member = await t.newMember({ language: 'bd' });
    const file = await fileClient(t, member.token).download(POSTER_IMAGE_PATH);
    expect(file.type).toBe('image/svg+xml; charset=utf-8');
    const svg = await file.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(POSTER_TEXTS.bd.title);
    expect(svg).toContain(`>${member.invitationCode}</text>`);
    // The QR code is vector paths placed inside the poster, one <svg> in another.
    expect(svg.match(/<svg /g)).toHaveLength(2);
    expect(svg).toContain('<path');
    expect(await refusal(fileClient(t, null).download(POSTER_IMAGE_PATH))).toBe('token_invalid');
  });
});
