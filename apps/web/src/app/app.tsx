import { BrowserRouter, Link } from "react-router";
import { PageLinkProvider, type PageLinkProps } from "@/components/page-link";
import { AppRoutes } from "./app-routes";
import { AppProviders } from "./providers";

const routerLink = ({ to, ...rest }: PageLinkProps) => <Link to={to} {...rest} />;

export function App() {
  return (
    <BrowserRouter>
      <PageLinkProvider value={routerLink}>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </PageLinkProvider>
    </BrowserRouter>
  );
}
