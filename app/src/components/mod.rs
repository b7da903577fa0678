//! The component kit: the one way each kind of control and result is drawn, shared by every page.
//!
//! One picker (`pick`, or `segmented` for a short list), one number field (`count_field`), one text field
//! (`text_field`), one switch
//! (`toggle`), one problem line (`problem`), one odds view (`odds_view`), one line on keeping the player's data
//! (`storage_status`), one button sending a link (`send_link`); controls reach their value through `bind` (a
//! signal or a field of the page's form).

pub mod bind;
pub mod count_field;
pub mod odds_view;
pub mod pick;
pub mod problem;
pub mod report_view;
pub mod roll_panel;
pub mod segmented;
pub mod send_link;
pub mod storage_status;
pub mod text_field;
pub mod toggle;
pub mod why;
