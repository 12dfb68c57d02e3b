// Small async state for the public pages, which must not load TanStack Query (issue 3's login-route
// budget): an action run on demand (useAsyncAction, the part of useMutation they use) and a value
// loaded on mount (useAsyncValue). State updates after unmount are dropped.
import { useCallback, useEffect, useRef, useState } from 'react';

type Status = 'idle' | 'pending' | 'success' | 'error';

export type ActionCallbacks<T> = {
  onSuccess?: (data: T) => void;
  onError?: (error: Error) => void;
};

export type AsyncActionOptions<T, V> = ActionCallbacks<T> & { action: (variables: V) => Promise<T> };

export type AsyncAction<T, V> = {
  /** Runs the action; its failure only reaches the callbacks and `error`. */
  mutate: (variables: V, callbacks?: ActionCallbacks<T>) => void;
  /** Runs the action and returns its promise (rejects on failure). */
  mutateAsync: (variables: V, callbacks?: ActionCallbacks<T>) => Promise<T>;
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error: Error | null;
};

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/** The hook's own callbacks run first, then the ones given to this call (as with useMutation). */
export function useAsyncAction<T, V = void>(options: AsyncActionOptions<T, V>): AsyncAction<T, V> {
  const latest = useRef(options);
  latest.current = options;
  const mounted = useMounted();
  const [state, setState] = useState<{ status: Status; data?: T; error: Error | null }>({ status: 'idle', error: null });

  const mutateAsync = useCallback(
    async (variables: V, callbacks: ActionCallbacks<T> = {}) => {
      const { action, onSuccess, onError } = latest.current;
      setState({ status: 'pending', error: null });
      try {
        const data = await action(variables);
        if (mounted.current) setState({ status: 'success', data, error: null });
        onSuccess?.(data);
        callbacks.onSuccess?.(data);
        return data;
      } catch (thrown) {
        const error = asError(thrown);
        if (mounted.current) setState({ status: 'error', error });
        onError?.(error);
        callbacks.onError?.(error);
        throw error;
      }
    },
    [mounted],
  );

  const mutate = useCallback(
    (variables: V, callbacks?: ActionCallbacks<T>) => {
      mutateAsync(variables, callbacks).catch(() => {
        // reported through the callbacks and `error`
      });
    },
    [mutateAsync],
  );

  return {
    mutate,
    mutateAsync,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    data: state.data,
    error: state.error,
  };
}

export type AsyncValue<T> = {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  /** Loads again (a retry button), pending until it settles. */
  refetch: () => void;
};

/** Loads a value on mount (again when `load` changes or on refetch); pass a stable function. */
export function useAsyncValue<T>(load: () => Promise<T>): AsyncValue<T> {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ key: unknown; data?: T; error: Error | null; done: boolean }>({
    key: null,
    error: null,
    done: false,
  });
  const key = useRef<{ load: () => Promise<T>; round: number } | null>(null);
  if (key.current?.load !== load || key.current.round !== round) key.current = { load, round };
  const current = key.current;
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ key: current, data, error: null, done: true }),
      (error: unknown) => live && setState({ key: current, error: asError(error), done: true }),
    );
    return () => {
      live = false;
    };
  }, [load, current]);
  const refetch = useCallback(() => setRound((n) => n + 1), []);
  const shown = state.key === current ? state : { data: undefined, error: null, done: false };
  return { data: shown.data, error: shown.error, isPending: !shown.done, isError: shown.error !== null, refetch };
}

/** A loader whose answer is shared by all callers for `maxAgeMs`; a failure is not kept. */
export function sharedLoader<T>(load: () => Promise<T>, maxAgeMs: number): () => Promise<T> {
  let cached: { promise: Promise<T>; at: number } | null = null;
  return () => {
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.promise;
    const entry = { promise: load(), at: Date.now() };
    cached = entry;
    entry.promise.catch(() => {
      if (cached === entry) cached = null;
    });
    return entry.promise;
  };
}
