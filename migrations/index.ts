import * as migration_20261121_151358_initial from './20261121_151358_initial';
import * as migration_20261121_153703_email_queue_and_verification_expiry from './20261121_153703_email_queue_and_verification_expiry';
import * as migration_20261121_155450_barber_cpf_optional from './20261121_155450_barber_cpf_optional';
import * as migration_20261121_155826_media_storage from './20261121_155826_media_storage';
import * as migration_20261121_171918_search_active_jobs_only from './20261121_171918_search_active_jobs_only';
import * as migration_20261121_182301_accent_insensitive_search from './20261121_182301_accent_insensitive_search';
import * as migration_20261121_204645_media_public_flag from './20261121_204645_media_public_flag';
import * as migration_20261123_145727_login_limits_per_source from './20261123_145727_login_limits_per_source';
import * as migration_20261123_151952_account_email_change from './20261123_151952_account_email_change';
import * as migration_20261123_175244_close_not_delete from './20261123_175244_close_not_delete';
import * as migration_20261123_175300_backfill_application_job_copies from './20261123_175300_backfill_application_job_copies';
import * as migration_20261123_185914_portugal_documents from './20261123_185914_portugal_documents';
import * as migration_20261123_190333_billing_and_quotas from './20261123_190333_billing_and_quotas';
import * as migration_20261123_190857_chat_conversations from './20261123_190857_chat_conversations';
import * as migration_20261123_192839_console_faq_and_audit_log from './20261123_192839_console_faq_and_audit_log';
import * as migration_20261123_210522_chat_unread_email from './20261123_210522_chat_unread_email';
import * as migration_20261123_220411_plans_per_country from './20261123_220411_plans_per_country';
import * as migration_20261123_220649_support_tickets_answers from './20261123_220649_support_tickets_answers';
import * as migration_20261123_220700_truthful_plan_features from './20261123_220700_truthful_plan_features';
import * as migration_20261123_221731_console_moderation from './20261123_221731_console_moderation';
import * as migration_20261124_003000_chat_unread_sweep_indexes from './20261124_003000_chat_unread_sweep_indexes';
import * as migration_20261124_004500_rate_limit_hits from './20261124_004500_rate_limit_hits';
import * as migration_20261126_091210_reviews_double_blind_answers_reports from './20261126_091210_reviews_double_blind_answers_reports';
import * as migration_20261127_163803_shop_leaves_applications_stay from './20261127_163803_shop_leaves_applications_stay';
import * as migration_20261127_165533_public_texts_masked from './20261127_165533_public_texts_masked';
import * as migration_20261127_170000_live_landing_figures from './20261127_170000_live_landing_figures';
import * as migration_20261127_170000_proof_of_work_used from './20261127_170000_proof_of_work_used';
import * as migration_20261127_171000_portugal_plan_places from './20261127_171000_portugal_plan_places';
import * as migration_20261127_171915_audit_every_staff_write from './20261127_171915_audit_every_staff_write';
import * as migration_20261127_190000_schema_snapshot_after_merges from './20261127_190000_schema_snapshot_after_merges';
import * as migration_20261127_201715_privacy_data from './20261127_201715_privacy_data';
import * as migration_20261127_201800_job_alerts from './20261127_201800_job_alerts';
import * as migration_20261127_202457_message_sequence from './20261127_202457_message_sequence';
import * as migration_20261127_202819_portfolio_and_chat_photos from './20261127_202819_portfolio_and_chat_photos';
import * as migration_20261127_203044_structured_job_pay from './20261127_203044_structured_job_pay';
import * as migration_20261127_203100_parse_job_pay_and_tombstones from './20261127_203100_parse_job_pay_and_tombstones';
import * as migration_20261127_203250_web_push from './20261127_203250_web_push';
import * as migration_20261127_203643_legal_documents_and_consents from './20261127_203643_legal_documents_and_consents';
import * as migration_20261127_214606_schema_snapshot_after_merges_2 from './20261127_214606_schema_snapshot_after_merges_2';
import * as migration_20261127_234647_alert_matching_index from './20261127_234647_alert_matching_index';
import * as migration_20261127_234849_coordinates_near_me from './20261127_234849_coordinates_near_me';
import * as migration_20261128_011129_schema_snapshot_after_merges_3 from './20261128_011129_schema_snapshot_after_merges_3';
import * as migration_20261128_030000_near_me_index_only from './20261128_030000_near_me_index_only';
import * as migration_20261128_060134_alert_near_me from './20261128_060134_alert_near_me';
import * as migration_20261128_100000_near_me_text_index from './20261128_100000_near_me_text_index';
import * as migration_20261207_025011_contact_attempts from './20261207_025011_contact_attempts';
import * as migration_20261207_031512_contact_kept_by_hire from './20261207_031512_contact_kept_by_hire';
import * as migration_20261207_034316_erasure_by_admin_or_owner from './20261207_034316_erasure_by_admin_or_owner';
import * as migration_20261207_062324_chat_photos_read from './20261207_062324_chat_photos_read';
import * as migration_20261207_063251_subscription_cancel_at from './20261207_063251_subscription_cancel_at';
import * as migration_20261207_111355_screening_questions_and_withdrawal from './20261207_111355_screening_questions_and_withdrawal';
import * as migration_20261207_172453_chair_rent from './20261207_172453_chair_rent';
import * as migration_20261207_172555_job_expiry_urgent_openings from './20261207_172555_job_expiry_urgent_openings';
import * as migration_20261207_172702_invitations from './20261207_172702_invitations';
import * as migration_20261207_214442_alert_urgent from './20261207_214442_alert_urgent';
import * as migration_20261208_003000_trial_days from './20261208_003000_trial_days';

export const migrations = [
  {
    up: migration_20261121_151358_initial.up,
    down: migration_20261121_151358_initial.down,
    name: '20261121_151358_initial',
  },
  {
    up: migration_20261121_153703_email_queue_and_verification_expiry.up,
    down: migration_20261121_153703_email_queue_and_verification_expiry.down,
    name: '20261121_153703_email_queue_and_verification_expiry',
  },
  {
    up: migration_20261121_155450_barber_cpf_optional.up,
    down: migration_20261121_155450_barber_cpf_optional.down,
    name: '20261121_155450_barber_cpf_optional',
  },
  {
    up: migration_20261121_155826_media_storage.up,
    down: migration_20261121_155826_media_storage.down,
    name: '20261121_155826_media_storage',
  },
  {
    up: migration_20261121_171918_search_active_jobs_only.up,
    down: migration_20261121_171918_search_active_jobs_only.down,
    name: '20261121_171918_search_active_jobs_only',
  },
  {
    up: migration_20261121_182301_accent_insensitive_search.up,
    down: migration_20261121_182301_accent_insensitive_search.down,
    name: '20261121_182301_accent_insensitive_search',
  },
  {
    up: migration_20261121_204645_media_public_flag.up,
    down: migration_20261121_204645_media_public_flag.down,
    name: '20261121_204645_media_public_flag',
  },
  {
    up: migration_20261123_145727_login_limits_per_source.up,
    down: migration_20261123_145727_login_limits_per_source.down,
    name: '20261123_145727_login_limits_per_source',
  },
  {
    up: migration_20261123_151952_account_email_change.up,
    down: migration_20261123_151952_account_email_change.down,
    name: '20261123_151952_account_email_change',
  },
  {
    up: migration_20261123_175244_close_not_delete.up,
    down: migration_20261123_175244_close_not_delete.down,
    name: '20261123_175244_close_not_delete',
  },
  {
    up: migration_20261123_175300_backfill_application_job_copies.up,
    down: migration_20261123_175300_backfill_application_job_copies.down,
    name: '20261123_175300_backfill_application_job_copies',
  },
  {
    up: migration_20261123_185914_portugal_documents.up,
    down: migration_20261123_185914_portugal_documents.down,
    name: '20261123_185914_portugal_documents',
  },
  {
    up: migration_20261123_190333_billing_and_quotas.up,
    down: migration_20261123_190333_billing_and_quotas.down,
    name: '20261123_190333_billing_and_quotas',
  },
  {
    up: migration_20261123_190857_chat_conversations.up,
    down: migration_20261123_190857_chat_conversations.down,
    name: '20261123_190857_chat_conversations',
  },
  {
    up: migration_20261123_192839_console_faq_and_audit_log.up,
    down: migration_20261123_192839_console_faq_and_audit_log.down,
    name: '20261123_192839_console_faq_and_audit_log',
  },
  {
    up: migration_20261123_210522_chat_unread_email.up,
    down: migration_20261123_210522_chat_unread_email.down,
    name: '20261123_210522_chat_unread_email',
  },
  {
    up: migration_20261123_220411_plans_per_country.up,
    down: migration_20261123_220411_plans_per_country.down,
    name: '20261123_220411_plans_per_country',
  },
  {
    up: migration_20261123_220649_support_tickets_answers.up,
    down: migration_20261123_220649_support_tickets_answers.down,
    name: '20261123_220649_support_tickets_answers',
  },
  {
    up: migration_20261123_220700_truthful_plan_features.up,
    down: migration_20261123_220700_truthful_plan_features.down,
    name: '20261123_220700_truthful_plan_features',
  },
  {
    up: migration_20261123_221731_console_moderation.up,
    down: migration_20261123_221731_console_moderation.down,
    name: '20261123_221731_console_moderation',
  },
  {
    up: migration_20261124_003000_chat_unread_sweep_indexes.up,
    down: migration_20261124_003000_chat_unread_sweep_indexes.down,
    name: '20261124_003000_chat_unread_sweep_indexes',
  },
  {
    up: migration_20261124_004500_rate_limit_hits.up,
    down: migration_20261124_004500_rate_limit_hits.down,
    name: '20261124_004500_rate_limit_hits',
  },
  {
    up: migration_20261126_091210_reviews_double_blind_answers_reports.up,
    down: migration_20261126_091210_reviews_double_blind_answers_reports.down,
    name: '20261126_091210_reviews_double_blind_answers_reports',
  },
  {
    up: migration_20261127_163803_shop_leaves_applications_stay.up,
    down: migration_20261127_163803_shop_leaves_applications_stay.down,
    name: '20261127_163803_shop_leaves_applications_stay',
  },
  {
    up: migration_20261127_165533_public_texts_masked.up,
    down: migration_20261127_165533_public_texts_masked.down,
    name: '20261127_165533_public_texts_masked',
  },
  {
    up: migration_20261127_170000_live_landing_figures.up,
    down: migration_20261127_170000_live_landing_figures.down,
    name: '20261127_170000_live_landing_figures',
  },
  {
    up: migration_20261127_170000_proof_of_work_used.up,
    down: migration_20261127_170000_proof_of_work_used.down,
    name: '20261127_170000_proof_of_work_used',
  },
  {
    up: migration_20261127_171000_portugal_plan_places.up,
    down: migration_20261127_171000_portugal_plan_places.down,
    name: '20261127_171000_portugal_plan_places',
  },
  {
    up: migration_20261127_171915_audit_every_staff_write.up,
    down: migration_20261127_171915_audit_every_staff_write.down,
    name: '20261127_171915_audit_every_staff_write',
  },
  {
    up: migration_20261127_190000_schema_snapshot_after_merges.up,
    down: migration_20261127_190000_schema_snapshot_after_merges.down,
    name: '20261127_190000_schema_snapshot_after_merges',
  },
  {
    up: migration_20261127_201715_privacy_data.up,
    down: migration_20261127_201715_privacy_data.down,
    name: '20261127_201715_privacy_data',
  },
  {
    up: migration_20261127_201800_job_alerts.up,
    down: migration_20261127_201800_job_alerts.down,
    name: '20261127_201800_job_alerts',
  },
  {
    up: migration_20261127_202457_message_sequence.up,
    down: migration_20261127_202457_message_sequence.down,
    name: '20261127_202457_message_sequence',
  },
  {
    up: migration_20261127_202819_portfolio_and_chat_photos.up,
    down: migration_20261127_202819_portfolio_and_chat_photos.down,
    name: '20261127_202819_portfolio_and_chat_photos',
  },
  {
    up: migration_20261127_203044_structured_job_pay.up,
    down: migration_20261127_203044_structured_job_pay.down,
    name: '20261127_203044_structured_job_pay',
  },
  {
    up: migration_20261127_203100_parse_job_pay_and_tombstones.up,
    down: migration_20261127_203100_parse_job_pay_and_tombstones.down,
    name: '20261127_203100_parse_job_pay_and_tombstones',
  },
  {
    up: migration_20261127_203250_web_push.up,
    down: migration_20261127_203250_web_push.down,
    name: '20261127_203250_web_push',
  },
  {
    up: migration_20261127_203643_legal_documents_and_consents.up,
    down: migration_20261127_203643_legal_documents_and_consents.down,
    name: '20261127_203643_legal_documents_and_consents',
  },
  {
    up: migration_20261127_214606_schema_snapshot_after_merges_2.up,
    down: migration_20261127_214606_schema_snapshot_after_merges_2.down,
    name: '20261127_214606_schema_snapshot_after_merges_2',
  },
  {
    up: migration_20261127_234647_alert_matching_index.up,
    down: migration_20261127_234647_alert_matching_index.down,
    name: '20261127_234647_alert_matching_index',
  },
  {
    up: migration_20261127_234849_coordinates_near_me.up,
    down: migration_20261127_234849_coordinates_near_me.down,
    name: '20261127_234849_coordinates_near_me',
  },
  {
    up: migration_20261128_011129_schema_snapshot_after_merges_3.up,
    down: migration_20261128_011129_schema_snapshot_after_merges_3.down,
    name: '20261128_011129_schema_snapshot_after_merges_3',
  },
  {
    up: migration_20261128_030000_near_me_index_only.up,
    down: migration_20261128_030000_near_me_index_only.down,
    name: '20261128_030000_near_me_index_only',
  },
  {
    up: migration_20261128_060134_alert_near_me.up,
    down: migration_20261128_060134_alert_near_me.down,
    name: '20261128_060134_alert_near_me',
  },
  {
    up: migration_20261128_100000_near_me_text_index.up,
    down: migration_20261128_100000_near_me_text_index.down,
    name: '20261128_100000_near_me_text_index',
  },
  {
    up: migration_20261207_025011_contact_attempts.up,
    down: migration_20261207_025011_contact_attempts.down,
    name: '20261207_025011_contact_attempts',
  },
  {
    up: migration_20261207_031512_contact_kept_by_hire.up,
    down: migration_20261207_031512_contact_kept_by_hire.down,
    name: '20261207_031512_contact_kept_by_hire',
  },
  {
    up: migration_20261207_034316_erasure_by_admin_or_owner.up,
    down: migration_20261207_034316_erasure_by_admin_or_owner.down,
    name: '20261207_034316_erasure_by_admin_or_owner',
  },
  {
    up: migration_20261207_062324_chat_photos_read.up,
    down: migration_20261207_062324_chat_photos_read.down,
    name: '20261207_062324_chat_photos_read',
  },
  {
    up: migration_20261207_063251_subscription_cancel_at.up,
    down: migration_20261207_063251_subscription_cancel_at.down,
    name: '20261207_063251_subscription_cancel_at',
  },
  {
    up: migration_20261207_111355_screening_questions_and_withdrawal.up,
    down: migration_20261207_111355_screening_questions_and_withdrawal.down,
    name: '20261207_111355_screening_questions_and_withdrawal',
  },
  {
    up: migration_20261207_172453_chair_rent.up,
    down: migration_20261207_172453_chair_rent.down,
    name: '20261207_172453_chair_rent',
  },
  {
    up: migration_20261207_172555_job_expiry_urgent_openings.up,
    down: migration_20261207_172555_job_expiry_urgent_openings.down,
    name: '20261207_172555_job_expiry_urgent_openings',
  },
  {
    up: migration_20261207_172702_invitations.up,
    down: migration_20261207_172702_invitations.down,
    name: '20261207_172702_invitations',
  },
  {
    up: migration_20261207_214442_alert_urgent.up,
    down: migration_20261207_214442_alert_urgent.down,
    name: '20261207_214442_alert_urgent',
  },
  {
    up: migration_20261208_003000_trial_days.up,
    down: migration_20261208_003000_trial_days.down,
    name: '20261208_003000_trial_days'
  },
];
