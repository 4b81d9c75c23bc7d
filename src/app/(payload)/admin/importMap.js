import { TitleLabel as TitleLabel_f878797c274bfd3088d0181f19478d31 } from '../../../admin/TitleLabel/TitleLabel'
import { EnglishOriginal as EnglishOriginal_bbdc6108ea792b254bfced79e8470d55 } from '../../../admin/EnglishOriginal/EnglishOriginal'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PackLabel as PackLabel_0e9ee3ffc90fec6a27f3e50a8dc7f10a } from '../../../admin/PackLabel/PackLabel'
import { AllergenCheckboxes as AllergenCheckboxes_2b321ddad598cacb55044c8f83b81e60 } from '../../../admin/FoodPreview/AllergenCheckboxes'
import { FoodPreview as FoodPreview_d1ed9a238cd15e36745fdd8c92c7822d } from '../../../admin/FoodPreview/FoodPreview'
import { SlugField as SlugField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { PageAddress as PageAddress_1ce0ba2e57c58556db6ced2530e36ee0 } from '../../../admin/PageAddress/PageAddress'
import { KeepOutField as KeepOutField_8fb2e6cd6ad7ebdca32ac5b3d55727b8 } from '../../../admin/KeepOutField/KeepOutField'
import { TranslationStatusCell as TranslationStatusCell_41390a33e055954c2f19193c78249e37 } from '../../../admin/TranslationStatus/TranslationStatusCell'
import { LastChangedBy as LastChangedBy_7fda1af74097e6b89b6cd21b7b79177d } from '../../../admin/LastChangedBy/LastChangedBy'
import { PublishedNotice as PublishedNotice_45dfecb4ce94711458d93b2cd103215c } from '../../../admin/PublishedNotice/PublishedNotice'
import { StartInEnglish as StartInEnglish_3c3a56203d7774465050dc5c6c0508cf } from '../../../admin/StartInEnglish/StartInEnglish'
import { LocaleSwitchGuard as LocaleSwitchGuard_3b2741544187028ef6ea84920fbef9ee } from '../../../admin/LocaleSwitchGuard/LocaleSwitchGuard'
import { EnglishTitle as EnglishTitle_e0f5f55673bfcbb9a58d967676cb6ce0 } from '../../../admin/EnglishOriginal/EnglishTitle'
import { PublishButton as PublishButton_a20a60839c4a7bf7423ba8cd26c10c0b } from '../../../admin/SchedulePublish/PublishButton'
import { RestoreLanguageAction as RestoreLanguageAction_59a394b6dd8e465dce19528cbf32e37c } from '../../../admin/RestoreLanguage/RestoreLanguageAction'
import { VersionHistoryView as VersionHistoryView_f39a7afde1d63943b5561a42dafa4485 } from '../../../admin/VersionHistory/VersionHistoryView'
import { ColourPicker as ColourPicker_bfa48f5fa9d5c053147881c375940b0c } from '../../../admin/ColourPreview/ColourPicker'
import { CategoryColourPreview as CategoryColourPreview_0752f059f1a4a16b53edf50f2fdf8cac } from '../../../admin/ColourPreview/CategoryColourPreview'
import { PictureCell as PictureCell_a5b3dd53fc376238b1ce31554158cb64 } from '../../../admin/PictureCell/PictureCell'
import { RefreshAfterReorder as RefreshAfterReorder_9c5ac8a674de88e5e18f147b07d33b48 } from '../../../admin/RefreshAfterReorder/RefreshAfterReorder'
import { ChangePasswordLink as ChangePasswordLink_1810febcae304fe74d832c6ce45a6a48 } from '../../../admin/ChangePassword/ChangePasswordLink'
import { ReadCell as ReadCell_a9fa0902252a63d75d42d1467b47be77 } from '../../../admin/EnquiryRead/ReadCell'
import { SignOutButton as SignOutButton_47111e46936a0eee8a62e6c01f8606b6 } from '../../../admin/SignOut/SignOutButton'
import { Icon as Icon_48a75e37b0630d5b8c8066e180c0e6ef } from '../../../admin/graphics/Icon'
import { Logo as Logo_88541c286955dbac4d90fb5ed606381c } from '../../../admin/graphics/Logo'
import { AccountNavLinks as AccountNavLinks_3197793f56a34953ed993268c3c4928b } from '../../../admin/AccountNavLinks'
import { DashboardOverview as DashboardOverview_91fd83b68573ab7dbd214710870b7a66 } from '../../../admin/Dashboard/DashboardOverview'
import { NavBrand as NavBrand_3c390a97cde6fed9690d9c65d056c263 } from '../../../admin/graphics/NavBrand'
import { NavOpenOnDesktop as NavOpenOnDesktop_70a352286476a4458876b63dd93a4f2e } from '../../../admin/NavOpenOnDesktop/NavOpenOnDesktop'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ChangePasswordView as ChangePasswordView_fbf22443f4da23ffd084624c129b68e3 } from '../../../admin/ChangePassword/ChangePasswordView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/TitleLabel/TitleLabel#TitleLabel": TitleLabel_f878797c274bfd3088d0181f19478d31,
  "/admin/EnglishOriginal/EnglishOriginal#EnglishOriginal": EnglishOriginal_bbdc6108ea792b254bfced79e8470d55,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin/PackLabel/PackLabel#PackLabel": PackLabel_0e9ee3ffc90fec6a27f3e50a8dc7f10a,
  "/admin/FoodPreview/AllergenCheckboxes#AllergenCheckboxes": AllergenCheckboxes_2b321ddad598cacb55044c8f83b81e60,
  "/admin/FoodPreview/FoodPreview#FoodPreview": FoodPreview_d1ed9a238cd15e36745fdd8c92c7822d,
  "@payloadcms/next/client#SlugField": SlugField_2b8867833a34864a02ddf429b0728a40,
  "/admin/PageAddress/PageAddress#PageAddress": PageAddress_1ce0ba2e57c58556db6ced2530e36ee0,
  "/admin/KeepOutField/KeepOutField#KeepOutField": KeepOutField_8fb2e6cd6ad7ebdca32ac5b3d55727b8,
  "/admin/TranslationStatus/TranslationStatusCell#TranslationStatusCell": TranslationStatusCell_41390a33e055954c2f19193c78249e37,
  "/admin/LastChangedBy/LastChangedBy#LastChangedBy": LastChangedBy_7fda1af74097e6b89b6cd21b7b79177d,
  "/admin/PublishedNotice/PublishedNotice#PublishedNotice": PublishedNotice_45dfecb4ce94711458d93b2cd103215c,
  "/admin/StartInEnglish/StartInEnglish#StartInEnglish": StartInEnglish_3c3a56203d7774465050dc5c6c0508cf,
  "/admin/LocaleSwitchGuard/LocaleSwitchGuard#LocaleSwitchGuard": LocaleSwitchGuard_3b2741544187028ef6ea84920fbef9ee,
  "/admin/EnglishOriginal/EnglishTitle#EnglishTitle": EnglishTitle_e0f5f55673bfcbb9a58d967676cb6ce0,
  "/admin/SchedulePublish/PublishButton#PublishButton": PublishButton_a20a60839c4a7bf7423ba8cd26c10c0b,
  "/admin/RestoreLanguage/RestoreLanguageAction#RestoreLanguageAction": RestoreLanguageAction_59a394b6dd8e465dce19528cbf32e37c,
  "/admin/VersionHistory/VersionHistoryView#VersionHistoryView": VersionHistoryView_f39a7afde1d63943b5561a42dafa4485,
  "/admin/ColourPreview/ColourPicker#ColourPicker": ColourPicker_bfa48f5fa9d5c053147881c375940b0c,
  "/admin/ColourPreview/CategoryColourPreview#CategoryColourPreview": CategoryColourPreview_0752f059f1a4a16b53edf50f2fdf8cac,
  "/admin/PictureCell/PictureCell#PictureCell": PictureCell_a5b3dd53fc376238b1ce31554158cb64,
  "/admin/RefreshAfterReorder/RefreshAfterReorder#RefreshAfterReorder": RefreshAfterReorder_9c5ac8a674de88e5e18f147b07d33b48,
  "/admin/ChangePassword/ChangePasswordLink#ChangePasswordLink": ChangePasswordLink_1810febcae304fe74d832c6ce45a6a48,
  "/admin/EnquiryRead/ReadCell#ReadCell": ReadCell_a9fa0902252a63d75d42d1467b47be77,
  "/admin/SignOut/SignOutButton#SignOutButton": SignOutButton_47111e46936a0eee8a62e6c01f8606b6,
  "/admin/graphics/Icon#Icon": Icon_48a75e37b0630d5b8c8066e180c0e6ef,
  "/admin/graphics/Logo#Logo": Logo_88541c286955dbac4d90fb5ed606381c,
  "/admin/AccountNavLinks#AccountNavLinks": AccountNavLinks_3197793f56a34953ed993268c3c4928b,
  "/admin/Dashboard/DashboardOverview#DashboardOverview": DashboardOverview_91fd83b68573ab7dbd214710870b7a66,
  "/admin/graphics/NavBrand#NavBrand": NavBrand_3c390a97cde6fed9690d9c65d056c263,
  "/admin/NavOpenOnDesktop/NavOpenOnDesktop#NavOpenOnDesktop": NavOpenOnDesktop_70a352286476a4458876b63dd93a4f2e,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/ChangePassword/ChangePasswordView#ChangePasswordView": ChangePasswordView_fbf22443f4da23ffd084624c129b68e3,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
