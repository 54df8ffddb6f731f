//! Where the player is: the screen (the title or the table), the menu open
//! over it, and whether play is paused. A menu opens over a running game
//! without leaving it; only Quit to menu leaves the table.

use bevy::prelude::*;

/// The top-level screens. Entities made for the table carry
/// `DespawnOnExit(Screen::Playing)`.
#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// The title: the main menu over the felt.
    #[default]
    Title,
    /// A game on the table.
    Playing,
}

/// The menu open over the screen, if any.
#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Menu {
    #[default]
    None,
    Main,
    NewGame,
    Settings,
    HowToPlay,
    Pause,
    /// Today's daily puzzles.
    Puzzles,
    /// Finished matches to watch again.
    Replays,
    /// Create or join an online room, and its lobby.
    Online,
}

impl Menu {
    /// Where Back leads from Settings or How to play: the pause menu over a
    /// game, the main menu over the title.
    pub fn back(screen: Screen) -> Menu {
        match screen {
            Screen::Title => Menu::Main,
            Screen::Playing => Menu::Pause,
        }
    }
}

/// Play is paused while any menu is open over the table: the turn timer,
/// the computers, and the player's own moves wait.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pause(pub bool);

impl ComputedStates for Pause {
    type SourceStates = Menu;

    fn compute(menu: Menu) -> Option<Pause> {
        Some(Pause(menu != Menu::None))
    }
}

/// Every system that changes the game: input, the turn, the clock, the
/// computers. It runs only on the table with no menu open.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PausableSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_state::<Menu>()
        .add_computed_state::<Pause>()
        .configure_sets(
            Update,
            PausableSystems
                .run_if(in_state(Screen::Playing))
                .run_if(in_state(Pause(false))),
        )
        .add_systems(OnEnter(Screen::Title), open_main_menu)
        .add_systems(OnEnter(Screen::Playing), close_menus);
}

/// The menu to open once the title is shown (instead of the main menu):
/// back from a puzzle to the puzzles, from a replay to the replays.
#[derive(Resource)]
pub struct OpenAfterTitle(pub Menu);

fn open_main_menu(
    mut commands: Commands,
    after: Option<Res<OpenAfterTitle>>,
    mut menu: ResMut<NextState<Menu>>,
) {
    match after {
        Some(after) => {
            menu.set(after.0);
            commands.remove_resource::<OpenAfterTitle>();
        }
        None => menu.set(Menu::Main),
    }
}

fn close_menus(mut menu: ResMut<NextState<Menu>>) {
    menu.set(Menu::None);
}
