import * as migration_20261121_113221_initial from './20261121_113221_initial';
import * as migration_20261121_121359_product_search_text from './20261121_121359_product_search_text';
import * as migration_20261121_134624_users_disabled_sliders_order from './20261121_134624_users_disabled_sliders_order';
import * as migration_20261123_170235_media_large_and_hero_small_sizes from './20261123_170235_media_large_and_hero_small_sizes';
import * as migration_20261123_230627_locales_parent_index from './20261123_230627_locales_parent_index';
import * as migration_20261124_012720_product_search_index from './20261124_012720_product_search_index';
import * as migration_20261124_013224_storage_fields from './20261124_013224_storage_fields';
import * as migration_20261124_023633_search_synonyms from './20261124_023633_search_synonyms';
import * as migration_20261124_050049_product_pack_sizes from './20261124_050049_product_pack_sizes';
import * as migration_20261124_075156_users_lock_per_address from './20261124_075156_users_lock_per_address';
import * as migration_20261124_121418_food_information_and_enquiries from './20261124_121418_food_information_and_enquiries';
import * as migration_20261124_122245_reset_interval_in_rate_limits from './20261124_122245_reset_interval_in_rate_limits';
import * as migration_20261126_204107_users_role from './20261126_204107_users_role';
import * as migration_20261126_235705_notices_and_scheduled_publishing from './20261126_235705_notices_and_scheduled_publishing';
import * as migration_20261127_012653_legal_pages from './20261127_012653_legal_pages';
import * as migration_20261127_040125_updated_by_and_global_versions from './20261127_040125_updated_by_and_global_versions';
import * as migration_20261127_063821_certificates_and_distributors from './20261127_063821_certificates_and_distributors';
import * as migration_20261127_102435_applications_retention_and_acknowledgements from './20261127_102435_applications_retention_and_acknowledgements';
import * as migration_20261127_114027_allergens_none_confirmed from './20261127_114027_allergens_none_confirmed';
import * as migration_20261127_171102_keep_out_until_translated from './20261127_171102_keep_out_until_translated';
import * as migration_20261129_025725_media_hero_phone_size from './20261129_025725_media_hero_phone_size';
import * as migration_20261202_003325_enquiry_email_in_site_settings from './20261202_003325_enquiry_email_in_site_settings';
import * as migration_20261202_010000_search_text_hamza from './20261202_010000_search_text_hamza';
import * as migration_20261203_120728_product_packs from './20261203_120728_product_packs';

export const migrations = [
  {
    up: migration_20261121_113221_initial.up,
    down: migration_20261121_113221_initial.down,
    name: '20261121_113221_initial',
  },
  {
    up: migration_20261121_121359_product_search_text.up,
    down: migration_20261121_121359_product_search_text.down,
    name: '20261121_121359_product_search_text',
  },
  {
    up: migration_20261121_134624_users_disabled_sliders_order.up,
    down: migration_20261121_134624_users_disabled_sliders_order.down,
    name: '20261121_134624_users_disabled_sliders_order',
  },
  {
    up: migration_20261123_170235_media_large_and_hero_small_sizes.up,
    down: migration_20261123_170235_media_large_and_hero_small_sizes.down,
    name: '20261123_170235_media_large_and_hero_small_sizes',
  },
  {
    up: migration_20261123_230627_locales_parent_index.up,
    down: migration_20261123_230627_locales_parent_index.down,
    name: '20261123_230627_locales_parent_index',
  },
  {
    up: migration_20261124_012720_product_search_index.up,
    down: migration_20261124_012720_product_search_index.down,
    name: '20261124_012720_product_search_index',
  },
  {
    up: migration_20261124_013224_storage_fields.up,
    down: migration_20261124_013224_storage_fields.down,
    name: '20261124_013224_storage_fields',
  },
  {
    up: migration_20261124_023633_search_synonyms.up,
    down: migration_20261124_023633_search_synonyms.down,
    name: '20261124_023633_search_synonyms',
  },
  {
    up: migration_20261124_050049_product_pack_sizes.up,
    down: migration_20261124_050049_product_pack_sizes.down,
    name: '20261124_050049_product_pack_sizes',
  },
  {
    up: migration_20261124_075156_users_lock_per_address.up,
    down: migration_20261124_075156_users_lock_per_address.down,
    name: '20261124_075156_users_lock_per_address',
  },
  {
    up: migration_20261124_121418_food_information_and_enquiries.up,
    down: migration_20261124_121418_food_information_and_enquiries.down,
    name: '20261124_121418_food_information_and_enquiries',
  },
  {
    up: migration_20261124_122245_reset_interval_in_rate_limits.up,
    down: migration_20261124_122245_reset_interval_in_rate_limits.down,
    name: '20261124_122245_reset_interval_in_rate_limits',
  },
  {
    up: migration_20261126_204107_users_role.up,
    down: migration_20261126_204107_users_role.down,
    name: '20261126_204107_users_role',
  },
  {
    up: migration_20261126_235705_notices_and_scheduled_publishing.up,
    down: migration_20261126_235705_notices_and_scheduled_publishing.down,
    name: '20261126_235705_notices_and_scheduled_publishing',
  },
  {
    up: migration_20261127_012653_legal_pages.up,
    down: migration_20261127_012653_legal_pages.down,
    name: '20261127_012653_legal_pages',
  },
  {
    up: migration_20261127_040125_updated_by_and_global_versions.up,
    down: migration_20261127_040125_updated_by_and_global_versions.down,
    name: '20261127_040125_updated_by_and_global_versions',
  },
  {
    up: migration_20261127_063821_certificates_and_distributors.up,
    down: migration_20261127_063821_certificates_and_distributors.down,
    name: '20261127_063821_certificates_and_distributors',
  },
  {
    up: migration_20261127_102435_applications_retention_and_acknowledgements.up,
    down: migration_20261127_102435_applications_retention_and_acknowledgements.down,
    name: '20261127_102435_applications_retention_and_acknowledgements',
  },
  {
    up: migration_20261127_114027_allergens_none_confirmed.up,
    down: migration_20261127_114027_allergens_none_confirmed.down,
    name: '20261127_114027_allergens_none_confirmed',
  },
  {
    up: migration_20261127_171102_keep_out_until_translated.up,
    down: migration_20261127_171102_keep_out_until_translated.down,
    name: '20261127_171102_keep_out_until_translated',
  },
  {
    up: migration_20261129_025725_media_hero_phone_size.up,
    down: migration_20261129_025725_media_hero_phone_size.down,
    name: '20261129_025725_media_hero_phone_size',
  },
  {
    up: migration_20261202_003325_enquiry_email_in_site_settings.up,
    down: migration_20261202_003325_enquiry_email_in_site_settings.down,
    name: '20261202_003325_enquiry_email_in_site_settings',
  },
  {
    up: migration_20261202_010000_search_text_hamza.up,
    down: migration_20261202_010000_search_text_hamza.down,
    name: '20261202_010000_search_text_hamza',
  },
  {
    up: migration_20261203_120728_product_packs.up,
    down: migration_20261203_120728_product_packs.down,
    name: '20261203_120728_product_packs'
  },
];
