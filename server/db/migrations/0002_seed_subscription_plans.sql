-- The plans a member can hold. The free plan comes first (sort_order), as the pricing page expects.
INSERT INTO "subscription_plans" ("id", "name", "description", "price", "currency", "billing_cycle", "date_generation_limit", "features", "is_active", "sort_order") VALUES
  ('free', 'Free', 'Try Datecraft with a few AI date plans every month.', 0, 'USD', 'monthly', 3,
   '{"ai_date_plans": "3 per month", "first_date_each_day_free": true, "share_links": true, "favorites_and_archive": true}', true, 0),
  ('plus-monthly', 'Plus', 'For couples who plan a date night every week.', 9.99, 'USD', 'monthly', 30,
   '{"ai_date_plans": "30 per month", "first_date_each_day_free": true, "share_links": true, "favorites_and_archive": true, "priority_generation": true}', true, 1),
  ('pro-yearly', 'Pro', 'A whole year of thoughtful dates, billed once a year.', 99, 'USD', 'yearly', 400,
   '{"ai_date_plans": "400 per year", "first_date_each_day_free": true, "share_links": true, "favorites_and_archive": true, "priority_generation": true, "early_access_features": true}', true, 2)
ON CONFLICT ("id") DO NOTHING;
