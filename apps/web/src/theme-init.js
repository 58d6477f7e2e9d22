/* global window, document */
// Sets the theme class on <html> before the first paint (a blocking script in <head>: the CSP
// allows no inline script). The choice is lib/theme.ts's: "light", "dark", or absent for the
// system's. Kept tiny and dependency-free; it also follows the system while the choice is System.
(function () {
  var KEY = "carnitrack-theme";
  var media = window.matchMedia("(prefers-color-scheme: dark)");
  function apply() {
    var choice = null;
    try {
      choice = localStorage.getItem(KEY);
    } catch {
      // storage blocked: follow the system
    }
    var dark = choice === "dark" || (choice !== "light" && media.matches);
    var root = document.documentElement;
    if (root.classList.contains("dark") === dark) return;
    // Every colour at once: without this, each element's colour transition would fade it on its
    // own clock, and for a moment text and background would not match (styles.css).
    root.classList.add("theme-changing");
    root.classList.toggle("dark", dark);
    void root.offsetWidth;
    window.requestAnimationFrame(function () {
      root.classList.remove("theme-changing");
    });
  }
  apply();
  media.addEventListener("change", apply);
  window.addEventListener("storage", function (event) {
    if (event.key === KEY) apply();
  });
})();
