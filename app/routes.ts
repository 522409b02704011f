import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The route table of the product. Screens live in folders by area (scores, match,
// league, account, cms, billing, content, video); which layout wraps which
// screen is recorded in docs/decisions/002-layouts.md.
export default [
  layout("layouts/home.tsx", [index("routes/scores/home.tsx")]),

  layout("layouts/auth.tsx", [
    route("login", "routes/account/login.tsx"),
    route("register", "routes/account/register.tsx"),
    route("auth/reset-password", "routes/account/reset-password.tsx"),
    route("cms/login", "routes/cms/cms-login.tsx"),
    route("auth/verify-email", "routes/account/verify-email.tsx"),
  ]),

  layout("layouts/user.tsx", [route("account", "routes/account/account.tsx")]),

  layout("layouts/cms.tsx", [
    route("cms", "routes/cms/cms-home.tsx"),
    route("cms/roles", "routes/cms/cms-roles.tsx"),
    route("cms/audit", "routes/cms/cms-audit.tsx"),
    route("cms/users", "routes/cms/cms-users.tsx"),
    route("cms/users/:id", "routes/cms/cms-user.tsx"),
    route("cms/reports", "routes/cms/cms-reports.tsx"),
    route("cms/console", "routes/cms/console-list.tsx"),
    route("cms/console/:id", "routes/cms/console-match.tsx"),
    route("cms/matches", "routes/cms/cms-matches.tsx"),
    route("cms/matches/new", "routes/cms/cms-match-new.tsx"),
    route("cms/matches/:id", "routes/cms/cms-match-edit.tsx"),
    route("cms/import", "routes/cms/cms-import.tsx"),
    route("cms/import/:id", "routes/cms/cms-import-run.tsx"),
    route("cms/jobs", "routes/cms/cms-jobs.tsx"),
    route("cms/billing", "routes/cms/billing-plans.tsx"),
    route("cms/billing/plans/:id", "routes/cms/billing-plan.tsx"),
    route("cms/billing/payments", "routes/cms/billing-payments.tsx"),
    route("cms/billing/payments/:id", "routes/cms/billing-payment.tsx"),
    route("cms/billing/unmatched", "routes/cms/billing-unmatched.tsx"),
    route("cms/billing/access", "routes/cms/billing-access.tsx"),
    route("cms/billing/revenue", "routes/cms/billing-revenue.tsx"),
    // Sports data: competitions, seasons, teams, players and venues share one list and one form.
    route("cms/:kind", "routes/cms/cms-catalog-list.tsx"),
    route("cms/:kind/:id", "routes/cms/cms-catalog-edit.tsx"),
  ]),
  route("logout", "routes/account/logout.tsx"),
  // A receipt prints as a clean sheet, so it stands outside every layout.
  route("account/receipts/:id", "routes/account/receipt.tsx"),
  route("match/:id/report", "routes/match/match-report.ts"),

  layout("layouts/default.tsx", [
    route("hot-match-today", "routes/scores/hot-match-today.tsx"),
    route("league/:id?", "routes/league/league.tsx"),
    route("team/:id?", "routes/league/team.tsx"),
    route("match/:id?", "routes/match/match.tsx"),
    route("sport/:slug?", "routes/scores/sport.tsx"),
    route("country/:id?/league", "routes/league/country-leagues.tsx"),
    route("country/:id?/team", "routes/league/country-teams.tsx"),
    route("highlights", "routes/video/highlights.tsx"),
    route("match-highlight/:id?", "routes/video/match-highlight.tsx"),
    route("blogs", "routes/content/blogs.tsx"),
    route("blogs/:slug", "routes/content/blog-article.tsx"),
    route("tv", "routes/video/tv.tsx"),
    route("movies", "routes/video/movies.tsx"),
    route("pricing", "routes/billing/pricing.tsx"),
    route("payment/success", "routes/billing/payment-success.tsx"),
    route("payment/failure", "routes/billing/payment-failure.tsx"),
    route("payment/result", "routes/billing/payment-result.tsx"),
    route("payment/sandbox/:id", "routes/billing/payment-sandbox.tsx"),
    route("checkout/:plan", "routes/billing/checkout.tsx"),
    route("contact", "routes/content/contact.tsx"),
    route("terms", "routes/content/terms.tsx"),
    route("policy/privacy", "routes/content/policy-privacy.tsx"),
    route("policy/refund", "routes/content/policy-refund.tsx"),
    route("*", "routes/content/not-found.tsx"),
  ]),
] satisfies RouteConfig;
