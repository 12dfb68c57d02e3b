// Staff-centre error codes, pick-up addresses, project statuses, registry data (PickUpAddress, projectStatus, qichachaData): SC1530–SC1549. Spread into ERRORS.
export const REFERENCE_DATA_ERRORS = {
  REFERENCE_DATA_NOT_FOUND: { code: 'SC1530', msg: '记录不存在或无权查看' },
} as const;
