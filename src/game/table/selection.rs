//! Which tiles the player holds: picked up by a tap, a long press,
//! Ctrl/Shift-click or the keys. Input marks them; the table draws them.

use bevy::prelude::*;

/// A tile picked up and held, to be put down with the next tap or key.
#[derive(Component, Debug)]
pub struct Selected;
