// Typed client of the company-relation calls (POST /m-staff-center/api/v1/companyRelation/*) and the
// company picker's remote-select config (staff centre companyOptions: the tenant's companies for the platform).
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { RelationRow, RelationSaveBody, RelationStatusBody, RelationUpdateBody } from '@medportal/contracts/system/relations.contract';
import { post } from '../../../lib/api-client';
import type { RemoteSelectConfig } from '../../../kit/select/remote-options';

const call = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export const RELATION_EDIT_BUTTON = 'sys.companyRelation.edit';
export const RELATION_TABLE_NO = 'sysCompanyRelationList';

export const saveRelation = (body: RelationSaveBody) => call<RelationRow>(STAFF_API.companyRelationSave, body);
export const updateRelation = (body: RelationUpdateBody) => call<RelationRow>(STAFF_API.companyRelationUpdate, body);
export const setRelationStatus = (body: RelationStatusBody) => call<RelationRow>(STAFF_API.companyRelationUpdateStatus, body);
export const deleteRelation = (id: number) => call<null>(STAFF_API.companyRelationDelete, { id });

/** The tenant's companies of one type (or any), filtered by name or code as typed. */
export const companyPicker = (companyType?: string): RemoteSelectConfig => ({
  url: STAFF_API.companyOptions,
  method: 'POST',
  params: companyType ? { companyType } : {},
  searchKey: 'keyword',
  labelKey: 'name',
  valueKey: 'id',
});
