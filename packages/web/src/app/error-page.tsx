// The error page of spec 1 'Error page': 404 (or no usable status) shows the not-found illustration,
// any other status the server-problem text; both show the status and a button that goes back a page.
import { Button, Flex, theme } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import notFoundImage from '../assets/not-found.svg';
import { ErrorPageBoundary } from './route-error';

export { ErrorPageBoundary, ErrorPageFallback } from './route-error';

export const NOT_FOUND_IMAGE_SIZE = { width: 349, height: 211 } as const;
const NOT_FOUND = 404;
const DEFAULT_ROUTE_ERROR_STATUS = 500;

export type ErrorStatus = number | string | null | undefined;

/** 404 for a missing or non-numeric status, otherwise the number itself (numeric strings count). */
export function normaliseStatus(status: ErrorStatus): number {
  if (status === null || status === undefined) return NOT_FOUND;
  if (typeof status === 'string' && status.trim() === '') return NOT_FOUND;
  const value = typeof status === 'number' ? status : Number(status);
  return Number.isFinite(value) ? value : NOT_FOUND;
}

/** The status a route error shows: a thrown or given status (404 for no match), else 500. */
export function routeErrorStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    const thrown = typeof status === 'number' ? status : statusCode;
    if (typeof thrown === 'number' && Number.isFinite(thrown)) return thrown;
  }
  return DEFAULT_ROUTE_ERROR_STATUS;
}

export function ErrorPage({ status }: { status?: ErrorStatus }) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const code = normaliseStatus(status);
  const notFound = code === NOT_FOUND;
  // plain elements with the theme's tokens: Typography would add its chunk to every page's entry
  const { token } = theme.useToken();

  return (
    <Flex
      role="main"
      data-testid="error-page"
      data-status={code}
      align="center"
      justify="center"
      wrap
      gap={48}
      style={{ minHeight: '100vh', padding: 24, boxSizing: 'border-box' }}
    >
      {notFound && (
        <img src={notFoundImage} alt={t('page.notFoundImage')} width={NOT_FOUND_IMAGE_SIZE.width} height={NOT_FOUND_IMAGE_SIZE.height} />
      )}
      <Flex vertical align="flex-start" gap={16} style={{ maxWidth: 420 }}>
        <span data-testid="error-status" style={{ color: token.colorTextSecondary, fontSize: 72, fontWeight: 600, lineHeight: 1 }}>
          {code}
        </span>
        <h3 style={{ margin: 0, color: token.colorTextHeading, fontSize: token.fontSizeHeading3, fontWeight: token.fontWeightStrong }}>
          {notFound ? t('page.notFound') : t('page.serverError')}
        </h3>
        <Button type="primary" onClick={() => void navigate(-1)}>
          {t('page.back')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** The error page behind its own boundary, so a failure there still leaves the user a way home. */
export function SafeErrorPage({ status }: { status?: ErrorStatus }) {
  return (
    <ErrorPageBoundary>
      <ErrorPage status={status} />
    </ErrorPageBoundary>
  );
}

/** The error page of a failed route and of the no-match case. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return <SafeErrorPage status={routeErrorStatus(error)} />;
}
