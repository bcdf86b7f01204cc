"""What attnlab draws: PNG heatmaps (heatmap, with Chinese glyphs from fonts), explanations
(explanation), caption pictures (captions) and the explorer page (explorer). Import the module
you need: the package itself imports nothing, so a command that draws nothing (and every CLI
call builds the captions' parser) does not pay for matplotlib."""
