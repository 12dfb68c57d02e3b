// The routes' error element. The error page itself (illustration, layout, button) is a chunk loaded when
// an error is shown, so it is not part of every page's first load; what stays here is the boundary with
// its plain fallback, which also covers that chunk failing to load (often the very error being shown).
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LazyRouteErrorPage = lazy(() => import('./error-page').then((m) => ({ default: m.RouteErrorPage })));

/** Shown when the error page itself fails: plain markup, a hash link home that needs no router. */
export function ErrorPageFallback() {
  const { t } = useTranslation('errors');
  return (
    <div role="alert" data-testid="error-page-fallback" style={{ padding: 48, textAlign: 'center' }}>
      <p>{t('fallback.message')}</p>
      <a href="#/">{t('fallback.home')}</a>
    </div>
  );
}

type BoundaryProps = { children: ReactNode };
type BoundaryState = { failed: boolean };

export class ErrorPageBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The error page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children;
  }
}

/** The error page of a route that failed and of the no-match case (`{ status: 404 }`). */
export function RouteErrorElement({ error }: { error: unknown }) {
  return (
    <ErrorPageBoundary>
      <Suspense fallback={null}>
        <LazyRouteErrorPage error={error} />
      </Suspense>
    </ErrorPageBoundary>
  );
}
