/**
 * @storefront/ui — the design system. The one public surface: import from '@storefront/ui' only.
 * Every user-visible text comes in through props: callers translate.
 */

// Theme
export type { Theme, ThemeColors, SeasonalDecoration, SeasonalOrnament, HeadingSize, HeadingToken } from './theme/theme';
export { headingType, smallFontSize, KHMER_MIN_FONT_PX } from './theme/typography';
export { themes } from './theme/themes';
export { StorefrontThemeProvider, type StorefrontThemeProviderProps } from './theme/StorefrontThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';
export { media, type MediaKey } from './theme/media';
export { useMediaQuery } from './theme/useMediaQuery';
export { toneColors, type Tone, type ToneColors } from './theme/tones';
export type { PolymorphicProps } from './polymorphic';

// Layout
export { Container, type ContainerProps, type ContainerSize } from './layout/Container';
export { Stack, type StackProps, type StackDirection, type StackAlign, type StackJustify } from './layout/Stack';
export { Grid, balancedColumns, type GridProps } from './layout/Grid';
export { Section, type SectionProps, type SectionTone, type SectionSpacing } from './layout/Section';
export { Heading, type HeadingProps, type HeadingLevel } from './layout/Heading';
export { Text, type TextProps, type TextVariant } from './layout/Text';
export { Divider } from './layout/Divider';
export { VisuallyHidden } from './layout/VisuallyHidden';
export { ScrollStrip, scrollEdges, type ScrollStripProps } from './layout/ScrollStrip';
export { InlineList } from './layout/InlineList';

// Controls
export { Button, type ButtonProps } from './controls/Button';
export type { ButtonVariant, ButtonSize } from './controls/button-styles';
export { IconButton, type IconButtonProps } from './controls/IconButton';
export { TextField, type TextFieldProps } from './controls/TextField';
export { useTypedBeforeHydration } from './controls/use-typed-before-hydration';
export { useFocusFirstError } from './controls/use-focus-first-error';
export { Select, type SelectProps, type SelectOption } from './controls/Select';
export { Checkbox, type CheckboxProps } from './controls/Checkbox';
export { SegmentedControl, FilterChips, type SegmentedControlProps, type SegmentedOption, type SegmentedVariant } from './controls/SegmentedControl';
export { Pagination, type PaginationProps } from './controls/Pagination';
export { pageRange, type PageItem } from './controls/pagination-range';
export { PerPageSelect, type PerPageSelectProps } from './controls/PerPageSelect';
export { OtpInput, type OtpInputProps } from './controls/OtpInput';
export { Combobox, type ComboboxProps, type ComboboxOption } from './controls/Combobox';
export { RadioCardGroup, type RadioCardGroupProps, type RadioCardOption } from './controls/RadioCardGroup';
export { PhoneField, type PhoneFieldProps, type PhoneCodeOption } from './controls/PhoneField';
export { PhoneNumberForm, type PhoneNumberFormLabels, type PhoneNumberFormProps } from './controls/PhoneNumberForm';

// Display
export { Card, type CardProps, type CardVariant, type CardPadding } from './display/Card';
export { Badge, Tag, type BadgeProps, type BadgeVariant } from './display/Badge';
export { Chip, type ChipProps } from './display/Chip';
export { Price, type PriceProps } from './display/Price';
export { Spinner, type SpinnerProps } from './display/Spinner';
export { Skeleton, type SkeletonProps } from './display/Skeleton';
export { ProgressBar, type ProgressBarProps, type ProgressTone } from './display/ProgressBar';
export { Alert, type AlertProps, type AlertTone } from './display/Alert';
export { EmptyState, type EmptyStateProps } from './display/EmptyState';
export { ErrorState, type ErrorStateProps } from './display/ErrorState';
export { IconList, type IconListProps, type IconListTone } from './display/IconList';
export { PriceTable } from './display/PriceTable';
export { DataTable } from './display/DataTable';

// Overlays
export { Modal, type ModalProps, type ModalSize } from './overlays/Modal';
export { useDialogTurn } from './overlays/use-dialog-turn';
export { LoadingBar, type LoadingBarProps } from './overlays/LoadingBar';
export { useLoadingBar, LOADING_BAR_TIMINGS, type LoadingBarState, type LoadingBarTimings } from './overlays/useLoadingBar';
export { estimateProgress } from './overlays/loading-progress';

// Page pieces
export { StatusPage, type StatusPageProps } from './page/StatusPage';
export { StatusIllustration, type StatusKind } from './page/StatusIllustration';
export { PageHeader, type PageHeaderProps } from './page/PageHeader';
export { Breadcrumbs, type BreadcrumbsProps } from './page/Breadcrumbs';
export { Icon, type IconProps } from './icons/Icon';
export { ICON_NAMES, type IconName } from './icons/icon-paths';
export { BrandLogo, type BrandLogoProps } from './icons/BrandLogo';

// Billing contacts: one form and one delete dialog for the checkout's billing step and the account's contacts page.
export { CONTACT_FORM_FIELDS, ContactFormModal, contactFormLabels, contactValuesOf, type ContactFormModalProps, type ContactFormLabels, type ContactFormWord, type ContactSaveFailure } from './contacts/ContactFormModal';
export { DeleteContactModal, deleteContactLabels, type DeleteContactLabels, type DeleteContactWord } from './contacts/DeleteContactModal';
export { ContactDetails } from './contacts/ContactDetails';
export { BILLING_COUNTRIES, countryName } from './contacts/countries';
