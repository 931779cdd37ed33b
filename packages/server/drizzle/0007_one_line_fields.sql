-- One-line fields were stored with line breaks before the contract refused them (a lone CR,
-- VT, FF, NEL, U+2028, U+2029 reached calendar invitations as new lines). The API now refuses
-- them on the way in and its response schemas on the way out, so rows written before are
-- put on one line: every run of line-breaking characters becomes one space.
update users set
  first_name = regexp_replace(first_name, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g'),
  last_name = regexp_replace(last_name, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g'),
  location_city = regexp_replace(location_city, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g'),
  location_state = regexp_replace(location_state, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g'),
  location_country = regexp_replace(location_country, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g'),
  other_found_us = regexp_replace(other_found_us, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g')
where first_name ~ '[\r\n\v\f\u0085\u2028\u2029]' or last_name ~ '[\r\n\v\f\u0085\u2028\u2029]' or location_city ~ '[\r\n\v\f\u0085\u2028\u2029]' or location_state ~ '[\r\n\v\f\u0085\u2028\u2029]' or location_country ~ '[\r\n\v\f\u0085\u2028\u2029]' or other_found_us ~ '[\r\n\v\f\u0085\u2028\u2029]';--> statement-breakpoint
update potential_tenants set
  first_name = regexp_replace(first_name, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g'),
  last_name = regexp_replace(last_name, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g')
where first_name ~ '[\r\n\v\f\u0085\u2028\u2029]' or last_name ~ '[\r\n\v\f\u0085\u2028\u2029]';--> statement-breakpoint
update tenant_property_interests set
  first_name = regexp_replace(first_name, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g'),
  last_name = regexp_replace(last_name, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g')
where first_name ~ '[\r\n\v\f\u0085\u2028\u2029]' or last_name ~ '[\r\n\v\f\u0085\u2028\u2029]';--> statement-breakpoint
update leasing_agents set
  first_name = regexp_replace(first_name, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g'),
  last_name = regexp_replace(last_name, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g')
where first_name ~ '[\r\n\v\f\u0085\u2028\u2029]' or last_name ~ '[\r\n\v\f\u0085\u2028\u2029]';--> statement-breakpoint
update properties set
  name = regexp_replace(name, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g'),
  address = regexp_replace(address, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g'),
  custom_id = regexp_replace(custom_id, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g')
where name ~ '[\r\n\v\f\u0085\u2028\u2029]' or address ~ '[\r\n\v\f\u0085\u2028\u2029]' or custom_id ~ '[\r\n\v\f\u0085\u2028\u2029]';--> statement-breakpoint
update property_divisions set
  name = regexp_replace(name, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g')
where name ~ '[\r\n\v\f\u0085\u2028\u2029]';--> statement-breakpoint
update units set
  unit_number = regexp_replace(unit_number, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g'),
  custom_id = regexp_replace(custom_id, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g'),
  video_link = regexp_replace(video_link, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g')
where unit_number ~ '[\r\n\v\f\u0085\u2028\u2029]' or custom_id ~ '[\r\n\v\f\u0085\u2028\u2029]' or video_link ~ '[\r\n\v\f\u0085\u2028\u2029]';--> statement-breakpoint
update tenants set
  first_name = regexp_replace(first_name, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g'),
  last_name = regexp_replace(last_name, '[\r\n\v\f\u0085\u2028\u2029]+', ' ', 'g')
where first_name ~ '[\r\n\v\f\u0085\u2028\u2029]' or last_name ~ '[\r\n\v\f\u0085\u2028\u2029]';
