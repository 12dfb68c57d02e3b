// Export records: the zod-free words shared by the server and the web.

/** What an export's business code names (the lists and screens that write exports). */
export const EXPORT_BUSINESS_NAMES: Record<string, string> = {
  orderList: '订单列表',
  userManagementList: '用户管理',
  auditLog: '审计日志',
};
