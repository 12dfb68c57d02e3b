// The products screens' paths (spec routes.tsv).
export const PRODUCT_LIST_PATH = '/productManagement/productControl';
export const PRODUCT_ADD_PATH = '/productManagement/productControl/add';
export const PRODUCT_IMPORT_PATH = '/productManagement/productControl/importPrdutsAndPics';
export const productEditPath = (id: number) => `${PRODUCT_ADD_PATH}?id=${id}`;
