# Tilemeld: menus (English)

## The main menu

main-tagline = runs · groups · rearrange the table
main-continue = Continue
main-new-game = New game
main-play-online = Play online
main-learn = Learn to play
main-daily-puzzle = Daily puzzle
main-replays = Replays
main-settings = Settings
main-how-to-play = How to play
main-quit = Quit
main-offer-title = New to the game?
main-offer-text = Learn it on the table in { $lessons } short lessons (about { $minutes } minutes).
main-offer-start = Start lesson 1
main-offer-no = No thanks
