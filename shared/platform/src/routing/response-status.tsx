import { createContext, useContext, type ReactNode } from 'react';
import { Navigate } from 'react-router';

/**
 * What a page tells the storefront server about the HTTP answer it renders into: a route-level 404 (an unknown
 * TLD), a 503 with Retry-After (a remote under maintenance), a 500 (the error screen), or a redirect (an
 * unknown path goes home). In the browser there is no response: the hooks do nothing.
 */
export interface ResponseSink {
  status(code: number, headers?: Record<string, string>): void;
  redirect(to: string): void;
}

const ResponseContext = createContext<ResponseSink | null>(null);

/** The server renderer wraps each page in one sink per request. */
export function ResponseProvider({ sink, children }: { sink: ResponseSink; children: ReactNode }) {
  return <ResponseContext.Provider value={sink}>{children}</ResponseContext.Provider>;
}

/** Sets the status code of the server's answer while rendering (the highest code a page asks for wins). */
export function useResponseStatus(code: number, headers?: Record<string, string>): void {
  const sink = useContext(ResponseContext);
  sink?.status(code, headers);
}

/** The sink of this render, or null in the browser: a component that navigates on the client redirects on the server. */
export function useResponseSink(): ResponseSink | null {
  return useContext(ResponseContext);
}

/** Sends the visitor elsewhere: a 302 from the server, a replacing navigation in the browser. */
export function Redirect({ to }: { to: string }) {
  const sink = useContext(ResponseContext);
  if (sink) {
    sink.redirect(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
