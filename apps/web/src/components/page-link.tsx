import { createContext, useContext, type ReactNode } from "react";

export interface PageLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

type RenderLink = (props: PageLinkProps) => ReactNode;

const plainLink: RenderLink = ({ to, ...rest }) => <a href={to} {...rest} />;

const LinkContext = createContext<RenderLink>(plainLink);

/**
 * The app (app/app.tsx) renders the router's Link here. The standalone landing page has no router
 * (it stays out of that page's bundle), so its links are plain ones: a page load, like any link.
 */
export const PageLinkProvider = LinkContext.Provider;

/** A link to a page of the app, for components the standalone landing page shares with the app. */
export function PageLink(props: PageLinkProps) {
  return useContext(LinkContext)(props);
}
