-- The plans list only what the product does (issue 33 item 18): no plan generates faster than another
-- and there are no early-access features, so those two are gone; the number of plans is said once, on
-- the card's own line ('30 date plans per month'), not again as a feature. Only the seeded values are
-- replaced, so a catalogue an operator has edited keeps its own features.
UPDATE "subscription_plans" SET "features" = '{"first_date_each_day_free": true, "share_links": true, "favorites_and_archive": true}'
WHERE ("id" = 'free' AND "features" = '{"ai_date_plans": "3 per month", "first_date_each_day_free": true, "share_links": true, "favorites_and_archive": true}'::jsonb)
   OR ("id" = 'plus-monthly' AND "features" = '{"ai_date_plans": "30 per month", "first_date_each_day_free": true, "share_links": true, "favorites_and_archive": true, "priority_generation": true}'::jsonb)
   OR ("id" = 'pro-yearly' AND "features" = '{"ai_date_plans": "400 per year", "first_date_each_day_free": true, "share_links": true, "favorites_and_archive": true, "priority_generation": true, "early_access_features": true}'::jsonb);
