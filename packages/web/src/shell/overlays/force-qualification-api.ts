// The shell's forced-qualification check (spec 1 section 7 'Shell calls': qualification/checkForceQualification,
// POST with an empty body, reads payload.forceQualification).
import type { ForceQualification } from '@medportal/contracts/channel/exchanges.contract';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../lib/api-client';

export type { ForceQualification };

// a failed shell check only stays silent (spec 1 section 8 'Failed shell calls'); 401 still logs out
export async function checkForceQualification(): Promise<ForceQualification> {
  return (await post<ForceQualification>(CHANNEL_API.checkForceQualification, {}, { ignoreErrors: true })).payload;
}
