# Tilemeld: table (English)

## Notices on the table

refused-wait-your-turn = Wait for your turn to play tiles; until then you can arrange your rack.
hint-no-play = No play is possible: draw a tile.
