// Product management (PD001), labels of the platform: 标签分类 with a category's detail, 标签管理 with a
// label's detail. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { PRODUCT_APP_CODE } from '../shared/product-paths';

export const PRODUCT_LABELS_ROUTES = inApp(PRODUCT_APP_CODE, [
  {
    path: '/merchants/management/labelClassification',
    menu: 'pd.labelCategory',
    layout: 'default',
    titleKey: 'pdLabels:title.categories',
    lazy: () => import('./category-list-page').then((m) => ({ Component: m.CategoryListPage })),
  },
  {
    path: '/merchants/management/labelClassification/labelDetail',
    menu: 'pd.labelCategory',
    layout: 'default',
    titleKey: 'pdLabels:title.categoryDetail',
    lazy: () => import('./category-detail-page').then((m) => ({ Component: m.CategoryDetailPage })),
  },
  {
    path: '/merchants/management/labelList',
    menu: 'pd.labelList',
    layout: 'default',
    titleKey: 'pdLabels:title.labels',
    lazy: () => import('./label-list-page').then((m) => ({ Component: m.LabelListPage })),
  },
  {
    path: '/merchants/management/labelList/labelListDetail',
    menu: 'pd.labelList',
    layout: 'default',
    titleKey: 'pdLabels:title.labelDetail',
    lazy: () => import('./label-detail-page').then((m) => ({ Component: m.LabelDetailPage })),
  },
]);
