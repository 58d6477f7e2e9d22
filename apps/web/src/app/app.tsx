import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app-routes";
import { AppProviders } from "./providers";

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
