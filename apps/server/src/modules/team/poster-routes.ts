import { POSTER_FILENAME, POSTER_IMAGE_PATH } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { sendPrivateFile } from '../../platform/http/private-file.js';
import { rawRouteMember } from '../../platform/http/raw-route-caller.js';
import { posterSvg } from './poster-image.js';
import type { TeamRouteDeps } from './team-routes.js';

/**
 * The invitation poster as a file, read through the wrapper's `download` (the sealed header and the
 * token as for every call): the caller's own code and link only.
 */
export function posterRoutes(scope: FastifyInstance, deps: TeamRouteDeps): void {
  scope.get(POSTER_IMAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const member = await rawRouteMember(request, deps, POSTER_IMAGE_PATH);
    const poster = await deps.team.poster(member.id, `${request.protocol}://${request.host}`);
    const svg = await posterSvg({
      inviteUrl: poster.inviteUrl,
      code: poster.invitationCode,
      language: member.language,
    });
    return sendPrivateFile(reply, {
      mime: 'image/svg+xml; charset=utf-8',
      bytes: Buffer.from(svg, 'utf8'),
      filename: POSTER_FILENAME,
    });
  });
}
