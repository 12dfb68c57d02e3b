// The staff-centre calls of the header: the position list and switch, and the current user (the
// password dialog reads the bound phone from it).
import type { PositionEntry } from '@medportal/contracts/staff/positions.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../lib/api-client';

export async function fetchPositions(companyName?: string): Promise<PositionEntry[]> {
  return (await post<PositionEntry[]>(STAFF_API.positionList, companyName ? { companyName } : {})).payload;
}

/** The switch answers with a new session; the server revokes the old token in the same call. */
export async function chooseCompany(companyId: number): Promise<Session> {
  return (await post<Session>(STAFF_API.chooseCompany, { companyId })).payload;
}

export async function fetchCurrentUser(): Promise<Session> {
  return (await post<Session>(STAFF_API.currentUser, {})).payload;
}
