// Type-level drift check: the client openapi-typescript generates from /docs/json (api.d.ts) against
// the contracts package's zod types, for a few calls. Requests compare with z.input, responses with
// z.output. Checked by `tsc -b packages/server` (this folder's tsconfig is one of the server's references).
import type { z } from 'zod';
import type { CHANNEL_API, MALL_API, PRODUCT_API, STAFF_API } from '@medportal/contracts/common/api-paths';
import type { loginByUserNameBody, sessionEnvelope } from '@medportal/contracts/staff/session.contract';
import type { orderListQuery, orderPageEnvelope } from '@medportal/contracts/mall/orders.contract';
import type { merchantUserPageBody, merchantUserPageEnvelope } from '@medportal/contracts/staff/merchant-user.contract';
import type { productPageBody, productPageEnvelope } from '@medportal/contracts/product/products.contract';
import type { channelBusinessPageBody, channelBusinessPageEnvelope } from '@medportal/contracts/channel/channel-business.contract';
import type { paths } from './api.js';

/** true only when A and B are the same type (not merely assignable either way) */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Expect<T extends true> = T;

type Post<P extends keyof paths> = paths[P] extends { post: infer Op } ? Op : never;
type RequestOf<P extends keyof paths> = Post<P> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type ResponseOf<P extends keyof paths> = Post<P> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

// the addresses as the contracts spell them (literal types), which the server registers its routes under
type Login = (typeof STAFF_API)['loginByUserName'];
type Orders = (typeof MALL_API)['orderDetailList'];
type Users = (typeof STAFF_API)['merchantUserPageList'];
type Products = (typeof PRODUCT_API)['productPageList'];
type ChannelBusiness = (typeof CHANNEL_API)['channelBusinessPageList'];

export type Checks = [
  Expect<Equal<RequestOf<Login>, z.input<typeof loginByUserNameBody>>>,
  Expect<Equal<ResponseOf<Login>, z.output<typeof sessionEnvelope>>>,
  Expect<Equal<RequestOf<Orders>, z.input<typeof orderListQuery>>>,
  Expect<Equal<ResponseOf<Orders>, z.output<typeof orderPageEnvelope>>>,
  Expect<Equal<RequestOf<Users>, z.input<typeof merchantUserPageBody>>>,
  Expect<Equal<ResponseOf<Users>, z.output<typeof merchantUserPageEnvelope>>>,
  Expect<Equal<RequestOf<Products>, z.input<typeof productPageBody>>>,
  Expect<Equal<ResponseOf<Products>, z.output<typeof productPageEnvelope>>>,
  Expect<Equal<RequestOf<ChannelBusiness>, z.input<typeof channelBusinessPageBody>>>,
  Expect<Equal<ResponseOf<ChannelBusiness>, z.output<typeof channelBusinessPageEnvelope>>>,
];
