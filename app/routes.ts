import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The route table of the product. Which layout wraps which screen is recorded
// in docs/decisions/002-layouts.md.
export default [
  layout("layouts/home.tsx", [index("routes/home.tsx")]),

  layout("layouts/auth.tsx", [
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("auth/reset-password", "routes/reset-password.tsx"),
    route("cms/login", "routes/cms-login.tsx"),
    route("auth/verify-email", "routes/verify-email.tsx"),
  ]),

  layout("layouts/user.tsx", [route("account", "routes/account.tsx"), route("cms", "routes/cms-home.tsx")]),
  route("logout", "routes/logout.tsx"),

  layout("layouts/default.tsx", [
    route("hot-match-today", "routes/hot-match-today.tsx"),
    route("league/:id?", "routes/league.tsx"),
    route("team/:id?", "routes/team.tsx"),
    route("match/:id?", "routes/match.tsx"),
    route("sport/:slug?", "routes/sport.tsx"),
    route("country/:id?/league", "routes/country-leagues.tsx"),
    route("country/:id?/team", "routes/country-teams.tsx"),
    route("highlights", "routes/highlights.tsx"),
    route("match-highlight/:id?", "routes/match-highlight.tsx"),
    route("blogs", "routes/blogs.tsx"),
    route("blogs/:slug", "routes/blog-article.tsx"),
    route("tv", "routes/tv.tsx"),
    route("movies", "routes/movies.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("payment/success", "routes/payment-success.tsx"),
    route("payment/failure", "routes/payment-failure.tsx"),
    route("payment/result", "routes/payment-result.tsx"),
    route("contact", "routes/contact.tsx"),
    route("terms", "routes/terms.tsx"),
    route("policy/privacy", "routes/policy-privacy.tsx"),
    route("policy/refund", "routes/policy-refund.tsx"),
  ]),
] satisfies RouteConfig;
